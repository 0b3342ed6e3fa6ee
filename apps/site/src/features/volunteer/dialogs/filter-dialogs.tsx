import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CollegeFilterDialog, MajorFilterDialog, OtherFilterDialog, type MajorLevel } from 'gaokao-ui';
import {
  canonicalBatch,
  CENGCI,
  MSG,
  parseCollegeScreen,
  parseMajorScreen,
  parseOtherScreen,
  parseTeshuScreen,
  serializeScreen,
  type Cengci,
  type CollegeScreen,
  type MajorOption,
  type OtherScreen,
  UNAVAILABLE_COLLEGE_FACTS,
  attributesWithoutData,
  attributesWithoutDataNote,
} from 'gaokao-domain';
import { showToast } from '../../../stores/feedback-store';
import { useSaveScreens } from '../api/mutations';
import { collegeNaturesQuery, majorCategoriesQuery, majorClassesQuery, majorListQuery, majorSearchQuery, savedScreensQuery, specialMajorsQuery } from '../api/queries';
import { useWorkspace } from '../components/workspace-context';

type Kind = 'major' | 'college' | 'other';

interface Saved {
  college: CollegeScreen;
  other: OtherScreen;
  majors: MajorOption[];
  special: string[];
}

/** Major levels of the catalogue and the cengci the Mojor calls take for each. */
const CENGCI_OF_LEVEL: Record<MajorLevel, Cengci> = { 本科普通: CENGCI.benke, 本科职业: CENGCI.benkeZhiye, 专科高职: CENGCI.zhuanke };

function strings(list: unknown, key: string): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => (item && typeof item === 'object' ? String((item as Record<string, unknown>)[key] ?? '') : String(item))).filter(Boolean);
}

function majorOptions(list: unknown): MajorOption[] {
  if (!Array.isArray(list)) return [];
  return (list as Record<string, unknown>[]).map((m) => ({
    major_name: String(m.major_name ?? ''),
    ...(m.major_code != null ? { major_code: String(m.major_code) } : {}),
    ...(m.majors != null ? { majors: String(m.majors) } : {}),
    ...(m.subject != null ? { subject: String(m.subject) } : {}),
  }));
}

/**
 * The recommendation filters (gaokao-ui's dialogs), saved per plan by name with screenFindSave {aspid, name, value
 * JSON} and restored from screenFind each time one opens. The vocational-bachelor list is offered on the 本科 batch
 * only; the 专科 batch filters by the higher-vocational catalogue.
 */
export default function FilterDialogs({ kind, onClose, ratingsDemo = false }: { kind: Kind; onClose: () => void; ratingsDemo?: boolean }) {
  const ws = useWorkspace();
  const client = useQueryClient();
  const aspid = ws.plan.volunteer_id;
  const screens = useQuery(savedScreensQuery(aspid));
  const specialList = useQuery({ ...specialMajorsQuery(), enabled: kind === 'major' });
  const special = useMemo(() => strings(specialList.data, 'name'), [specialList.data]);
  const missingNatures = attributesWithoutData(useQuery({ ...collegeNaturesQuery(), enabled: kind === 'college' }).data);
  const saveScreens = useSaveScreens(aspid);
  const saving = saveScreens.isPending;
  // Restored from what the server has now: the dialog opens once the saved filters are read again.
  const saved = useMemo<Saved | null>(() => {
    if (!screens.data || !screens.isFetchedAfterMount) return null;
    const d = screens.data;
    return {
      college: parseCollegeScreen(d.college_screen ?? ''),
      other: parseOtherScreen(d.other_screen ?? ''),
      majors: parseMajorScreen(d.major_screen ?? ''),
      special: parseTeshuScreen(d.major_teshu_screen),
    };
  }, [screens.data, screens.isFetchedAfterMount]);

  useEffect(() => {
    if (screens.isError) onClose();
  }, [screens.isError, onClose]);

  // A refusal is shown by the network layer; the dialog stays open.
  const save = (entries: { name: 'major_screen' | 'major_teshu_screen' | 'college_screen' | 'other_screen'; value: string }[], message: string) =>
    saveScreens.mutate(entries, {
      onSuccess: () => {
        showToast(message, 'success');
        onClose();
      },
    });

  if (!saved) return null;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (kind === 'college') {
    return (
      <CollegeFilterDialog
        open
        onOpenChange={onOpenChange}
        defaultValue={saved.college}
        unavailable={UNAVAILABLE_COLLEGE_FACTS}
        withoutData={missingNatures.length ? { attributes: { options: missingNatures, note: attributesWithoutDataNote(missingNatures) } } : {}}
        saving={saving}
        onCancel={onClose}
        onSave={(screen) => save([{ name: 'college_screen', value: serializeScreen(screen) }], MSG.collegeFilterSaved)}
      />
    );
  }
  if (kind === 'other') {
    return (
      <OtherFilterDialog
        open
        onOpenChange={onOpenChange}
        defaultValue={saved.other}
        saving={saving}
        onCancel={onClose}
        onSave={(screen) => save([{ name: 'other_screen', value: serializeScreen(screen) }], MSG.otherFilterSaved)}
      />
    );
  }
  // By the data the batch reads: 浙江 普通类二段 is a 专科 batch without the word.
  const levels: MajorLevel[] = canonicalBatch(ws.plan.batch).includes('专科') ? ['专科高职'] : ['本科普通', '本科职业'];
  return (
    <MajorFilterDialog
      open
      onOpenChange={onOpenChange}
      defaultValue={saved.majors}
      specialMajors={special}
      defaultSpecialValue={saved.special}
      // 国家特色专业 and 双一流建设学科 are generated ratings (tab 1's ratings_dataset): the screen on them says so.
      specialNote={ratingsDemo ? MSG.generatedSpecialScreen : undefined}
      levels={levels}
      saving={saving}
      onCancel={onClose}
      loadCategories={async (level) => strings(await client.fetchQuery(majorCategoriesQuery(CENGCI_OF_LEVEL[level])), 'subject')}
      loadClasses={async (level, category) => strings(await client.fetchQuery(majorClassesQuery(CENGCI_OF_LEVEL[level], category)), 'majors')}
      loadMajors={async (level, category, majorClass) => majorOptions(await client.fetchQuery(majorListQuery(CENGCI_OF_LEVEL[level], category, majorClass)))}
      searchMajors={async (level, query) => {
        const data = (await client.fetchQuery(majorSearchQuery(CENGCI_OF_LEVEL[level], query))) as { data?: unknown } | undefined;
        return majorOptions(data?.data);
      }}
      onSave={({ majors, special: chosen }) =>
        save(
          [
            { name: 'major_screen', value: serializeScreen(majors) },
            { name: 'major_teshu_screen', value: serializeScreen(chosen) },
          ],
          MSG.saved,
        )
      }
    />
  );
}
