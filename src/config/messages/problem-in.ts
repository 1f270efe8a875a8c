import { joinHintFr, MESSAGES_FR, schemaTextFr, frenchOf, type SchemaWording } from './messages.fr.ts';
import type { MessageCode } from './messages.ts';
import type { Problem } from './problems.ts';

/** The languages a problem can be said in: English (as the checks say it) and French (messages.fr.ts). */
export type ProblemLanguage = 'en' | 'fr';

/** The arguments that hold a schema's own words (a pattern's patternErrorMessage, an x-error): said in French from the schemas' words file when it has them. */
const SCHEMA_WORDED = ['form', 'why'] as const;

/**
 * `problem` with its title and its text (message, detail, hint) in `language`, said again from its code and
 * the arguments it kept (`args`, plain data that crossed a thread or JSON). In English, or for a problem
 * without its arguments (made by hand, or by an older check), the problem as it is; the rest of it (file,
 * line, column, code, args) is kept. `schemaWords` gives the French of a schema's texts (src/editor/form/schema-words.ts).
 */
export function problemIn<P extends Problem>(problem: P, language: ProblemLanguage, schemaWords?: SchemaWording): P {
  if (language === 'en' || !problem.args || !Object.hasOwn(MESSAGES_FR, problem.code)) return problem;
  const { definition, join } = frenchOf(problem.code as MessageCode);
  const args: Record<string, unknown> = { ...problem.args };
  for (const name of SCHEMA_WORDED) if (typeof args[name] === 'string') args[name] = schemaTextFr(args[name] as string, schemaWords);
  try {
    const say = definition as { title: string; message: (args: unknown) => string; hint?: (args: unknown) => string };
    const detail = say.message(args);
    const hint = say.hint?.(args) ?? '';
    return { ...problem, title: say.title, message: joinHintFr(detail, hint, join), detail, hint };
  } catch {
    // arguments of another shape (a problem kept from before a change of its definition): said as it was
    return problem;
  }
}

/** Each problem in `language` (problemIn). */
export function problemsIn<P extends Problem>(problems: P[], language: ProblemLanguage, schemaWords?: SchemaWording): P[] {
  return language === 'en' ? problems : problems.map((problem) => problemIn(problem, language, schemaWords));
}
