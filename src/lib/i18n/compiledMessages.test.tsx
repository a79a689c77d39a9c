/**
 * The bundle's catalogues are compiled to ICU ASTs by scripts/webpack/icuMessagesLoader.cjs
 * (react-intl runs without its parser there); jest uses the JSON text. Both must read the same.
 */
import { render, screen } from '@testing-library/react';
import { createIntl, FormattedMessage, type MessageFormatElement } from 'react-intl';
import icuMessagesLoader from '../../../scripts/webpack/icuMessagesLoader.cjs';
import enUS from '@/locales/en-US';
import viVN from '@/locales/vi-VN';
import { AppIntlProvider } from './AppIntlProvider';
import { isCompiledCatalogue, missingMessageText, withMissingMessageFallback } from './missingMessages';

type Compiled = Record<string, MessageFormatElement[]>;

/** Runs the loader as webpack would and evaluates the module it emits. */
function compile(catalogue: unknown, resourcePath = '/src/locales/xx-XX/area.json'): Promise<Compiled> {
  return new Promise((resolve, reject) => {
    icuMessagesLoader.call(
      {
        resourcePath,
        async: () => (error, output) => {
          if (error) return reject(error);
          const body = /^export default (.*);\s*$/s.exec(output ?? '')?.[1];
          if (!body) return reject(new Error(`unexpected loader output: ${output}`));
          resolve(new Function(`return ${body};`)() as Compiled);
        },
      },
      JSON.stringify(catalogue),
    );
  });
}

const placeholders = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]);

describe('compiled catalogues', () => {
  it.each([
    ['en-US', enUS],
    ['vi-VN', viVN],
  ] as const)('%s formats every message exactly as its text does', async (locale, catalogue) => {
    const compiled = await compile(catalogue);
    expect(isCompiledCatalogue(compiled)).toBe(true);
    expect(Object.keys(compiled)).toEqual(Object.keys(catalogue));
    const fromText = createIntl({ locale, timeZone: 'Asia/Saigon', messages: catalogue });
    const fromAst = createIntl({ locale, timeZone: 'Asia/Saigon', messages: compiled });
    for (const [id, message] of Object.entries(catalogue as Record<string, string>)) {
      const values = Object.fromEntries(placeholders(message).map((name) => [name, `<${name}>`]));
      expect({ id, text: fromAst.formatMessage({ id }, values) }).toEqual({
        id,
        text: fromText.formatMessage({ id }, values),
      });
    }
  });

  it('renders placeholders and the missing-message fallback from a compiled catalogue', async () => {
    const compiled = await compile({ 'greeting.hello': 'Hello, {name}!' });
    render(
      <AppIntlProvider locale="en-US" messages={compiled}>
        <p>
          <FormattedMessage id="greeting.hello" values={{ name: 'Ann' }} />
        </p>
        <p>
          <FormattedMessage id="home.{odd}.id" />
        </p>
      </AppIntlProvider>,
    );
    expect(screen.getByText('Hello, Ann!')).toBeInTheDocument();
    // An AST literal, so even an id with ICU syntax in it is shown as it is.
    expect(screen.getByText(missingMessageText('home.{odd}.id'))).toBeInTheDocument();
  });

  it('answers a missing id of a compiled catalogue with an AST literal', async () => {
    const messages = withMissingMessageFallback(await compile({ a: 'A' })) as Compiled;
    expect(messages.b).toEqual([{ type: 0, value: 'b is not yet translated' }]);
  });

  it('fails the build on a message that is not valid ICU, naming the file and the id', async () => {
    await expect(compile({ 'broken.one': 'Hello {name' }, '/src/locales/xx-XX/broken.json')).rejects.toThrow(
      /broken\.json: message "broken\.one" is not valid ICU/,
    );
    await expect(compile(['not', 'a', 'catalogue'])).rejects.toThrow(/a catalogue is a JSON object/);
  });
});
