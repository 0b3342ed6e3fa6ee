import { fillEmptyGroup } from './fill-empty-group';
import { COLLEGE_ATTRIBUTE_OPTIONS, COLLEGE_STRENGTH_OPTIONS, COLLEGE_TYPE_OPTIONS, NATURE_OPTIONS, REGION_OPTIONS } from './options';
import { readScreenObject, readStringList } from './screen-fields';

/** The college filter of the plan page, saved per volunteer as college_screen: five groups of checked options. */
export type CollegeScreen = {
  regions: string[];
  types: string[];
  natures: string[];
  attributes: string[];
  strengths: string[];
};

/** The college filter as it starts: every option of every group checked, which restricts nothing. */
export function defaultCollegeScreen(): CollegeScreen {
  return {
    regions: [...REGION_OPTIONS],
    types: [...COLLEGE_TYPE_OPTIONS],
    natures: [...NATURE_OPTIONS],
    attributes: [...COLLEGE_ATTRIBUTE_OPTIONS],
    strengths: [...COLLEGE_STRENGTH_OPTIONS],
  };
}

/** Reads a saved college_screen (JSON text or object); bad JSON, missing or empty groups load as all options. */
export function parseCollegeScreen(saved: unknown): CollegeScreen {
  const o = readScreenObject(saved);
  return {
    regions: fillEmptyGroup(readStringList(o.regions), REGION_OPTIONS),
    types: fillEmptyGroup(readStringList(o.types), COLLEGE_TYPE_OPTIONS),
    natures: fillEmptyGroup(readStringList(o.natures), NATURE_OPTIONS),
    attributes: fillEmptyGroup(readStringList(o.attributes), COLLEGE_ATTRIBUTE_OPTIONS),
    strengths: fillEmptyGroup(readStringList(o.strengths), COLLEGE_STRENGTH_OPTIONS),
  };
}
