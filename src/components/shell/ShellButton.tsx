// Buttons of the first page without MUI (docs/performance.md#first-page-budget), with MUI
// Button's look, as a <button>, a <Link> or a <NavLink>, and a round icon button.
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';

export interface ShellButtonLook {
  /** Default: text. */
  variant?: 'contained' | 'outlined' | 'text';
  /** Default: medium. */
  size?: 'small' | 'medium' | 'large';
  /** inherit: the surrounding text colour (header controls). Default: primary. */
  color?: 'primary' | 'inherit';
  fullWidth?: boolean;
  /** Content at the start of the line instead of centred (vertical menus). */
  alignStart?: boolean;
}

/** The class names of a button look (for elements that are not one of the components below). */
function shellButtonClass(
  { variant = 'text', size = 'medium', color = 'primary', fullWidth = false, alignStart = false }: ShellButtonLook,
  className?: string,
): string {
  return [
    'shell-button',
    `shell-button--${variant}`,
    color === 'inherit' && variant === 'text' && 'shell-button--inherit',
    size !== 'medium' && `shell-button--${size}`,
    fullWidth && 'shell-button--full',
    alignStart && 'shell-button--start',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function splitLook<T extends ShellButtonLook>(props: T): [ShellButtonLook, Omit<T, keyof ShellButtonLook>] {
  const { variant, size, color, fullWidth, alignStart, ...rest } = props;
  return [{ variant, size, color, fullWidth, alignStart }, rest];
}

export interface ShellButtonProps extends ShellButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** After the label (a spinner, say). */
  endIcon?: ReactNode;
}

export const ShellButton = forwardRef<HTMLButtonElement, ShellButtonProps>(function ShellButton(props, ref) {
  const [look, { className, endIcon, children, type = 'button', ...rest }] = splitLook(props);
  return (
    <button ref={ref} type={type} className={shellButtonClass(look, className)} {...rest}>
      {children}
      {endIcon}
    </button>
  );
});

export type ShellLinkButtonProps = ShellButtonLook & Omit<LinkProps, 'color'>;

/** A router link that looks like a button. */
export const ShellLinkButton = forwardRef<HTMLAnchorElement, ShellLinkButtonProps>(
  function ShellLinkButton(props, ref) {
    const [look, { className, ...rest }] = splitLook(props);
    return <Link ref={ref} className={shellButtonClass(look, className)} {...rest} />;
  },
);

export type ShellNavLinkButtonProps = ShellButtonLook &
  Omit<NavLinkProps, 'color' | 'className'> & { className?: string };

/** A navigation link that looks like a button; the current page's is highlighted (aria-current). */
export const ShellNavLinkButton = forwardRef<HTMLAnchorElement, ShellNavLinkButtonProps>(
  function ShellNavLinkButton(props, ref) {
    const [look, { className, ...rest }] = splitLook(props);
    return <NavLink ref={ref} className={shellButtonClass(look, className)} {...rest} />;
  },
);

export interface ShellIconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Pulls the button to the bar's end edge (MUI IconButton's edge="end"). */
  edgeEnd?: boolean;
}

/** A round button around an icon; it needs an aria-label. */
export const ShellIconButton = forwardRef<HTMLButtonElement, ShellIconButtonProps>(function ShellIconButton(
  { edgeEnd = false, className, type = 'button', ...rest },
  ref,
) {
  const classes = ['shell-icon-button', edgeEnd && 'shell-icon-button--end', className].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} {...rest} />;
});
