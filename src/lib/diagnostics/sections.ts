// What the support export holds besides the store, supplied by the app (src/app/storeDiagnostics.ts)
// so this module depends on no feature.
/** Whose data a section may hold: only the signed-in user's verified wallet's (null: nobody's). */
export interface DiagnosticsAccount {
  verifiedWallet: string | null;
}
type Section = (account: DiagnosticsAccount) => unknown;

const sections = new Map<string, Section>();
let personalData: () => readonly string[] = () => [];
let account: () => DiagnosticsAccount = () => ({ verifiedWallet: null });

export function registerDiagnosticsSection(name: string, read: Section): void {
  sections.set(name, read);
}

export function readDiagnosticsSections(): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, read] of sections) {
    try {
      result[name] = read(account());
    } catch (error) {
      result[name] = { unreadable: error instanceof Error ? error.message : String(error) };
    }
  }
  return result;
}

/** The values that identify the signed-in person (email, name, username): redacted from the export by default. */
export function setPersonalDataSource(read: () => readonly string[]): void {
  personalData = read;
}

export function readPersonalData(): readonly string[] {
  return personalData().filter((value) => value.trim().length >= 2);
}

/** Who the export is for: each section keeps to that account's data (src/app/storeDiagnostics.ts sets it). */
export function setDiagnosticsAccountSource(read: () => DiagnosticsAccount): void {
  account = read;
}
