/**
 * webpack loader for the message catalogues (src/locales/<locale>/<area>.json, id → ICU
 * message): compiles every message to its ICU AST at build time, so the bundle can use
 * react-intl without its message parser (webpack.config.ts aliases
 * @formatjs/icu-messageformat-parser to its no-parser build). A message that does not parse
 * fails the build, naming the file and the id.
 *
 * Output: an ES module whose default export is { id: MessageFormatElement[] }. The rule using
 * this loader sets `type: 'javascript/auto'`, since the output is no longer JSON.
 * TypeScript and jest keep seeing the JSON strings; both forms format the same.
 */
module.exports = function icuMessagesLoader(source) {
  const callback = this.async();
  const file = this.resourcePath;
  // The parser ships as ES modules only: load it with import().
  import('@formatjs/icu-messageformat-parser')
    .then(({ parse }) => {
      const catalogue = JSON.parse(source);
      if (catalogue === null || typeof catalogue !== 'object' || Array.isArray(catalogue)) {
        throw new Error(`${file}: a catalogue is a JSON object of message id → ICU message.`);
      }
      const compiled = {};
      for (const [id, message] of Object.entries(catalogue)) {
        if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string.`);
        try {
          // The options react-intl's own runtime parse uses: tags (<b>…</b>) are rich text.
          compiled[id] = parse(message, { ignoreTag: false, captureLocation: false });
        } catch (error) {
          throw new Error(
            `${file}: message "${id}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      // JSON.parse of a string literal is faster to start than an object literal this size.
      callback(null, `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`);
    })
    .catch((error) => callback(error));
};
