import type { CollegeScreen } from './college-screen';
import type { MajorOption } from './major-option';
import type { OtherScreen } from './other-screen';

/** Writes a screen as the JSON text screenFindSave stores (value field); the parse functions read it back. */
export function serializeScreen(screen: OtherScreen | CollegeScreen | readonly MajorOption[] | readonly string[]): string {
  return JSON.stringify(screen);
}
