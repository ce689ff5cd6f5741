import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const CLIENT_FILE = '/placard-api.ts';

/**
 * Generates the TypeScript types a client would generate from the document (openapi-typescript) and
 * type-checks them, with `usage` appended, in memory. Answers the compiler's diagnostics as text.
 */
export async function typeCheckGeneratedClient(document: object, usage: string): Promise<string[]> {
  const source = `${astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]))}\n${usage}`;
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    lib: ['lib.es2022.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === CLIENT_FILE
      ? ts.createSourceFile(name, source, language)
      : readSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === CLIENT_FILE || fileExists(name);
  const program = ts.createProgram([CLIENT_FILE], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}
