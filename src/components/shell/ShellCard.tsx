/** MUI's outlined Card with its CardContent, without MUI (shell.css). */
import type { HTMLAttributes } from 'react';

export interface ShellCardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a list item in a grid of cards, a section with a heading. Default: div. */
  as?: 'div' | 'li' | 'section';
}

export function ShellCard({ as: Element = 'div', className, children, ...rest }: ShellCardProps) {
  return (
    <Element className={className ? `shell-card ${className}` : 'shell-card'} {...rest}>
      <div className="shell-card__content">{children}</div>
    </Element>
  );
}
