import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { OPS_SEASON_SOURCE_PARAMS, OPS_SEASON_UPLOAD_PATH, type Envelope, type OpsSeasonStage } from 'gaokao-contract';
import type { SeasonPublication } from 'gaokao-domain';
import { call, routes } from '../../../lib/api';
import { callKey, callQuery } from '../../../lib/query';
import { sendFile } from './upload';

/** The live version, the version a rollback restores, and the latest candidates with their reports. */
export const seasonsQuery = () => callQuery(routes.opsSeasons, {});

/** A candidate against the live season: rows added, changed and removed per province and kind. */
export const seasonDiffQuery = (stageId: number) => callQuery(routes.opsSeasonDiff, { stage_id: stageId }, { quiet: true });

function invalidateSeasons(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(routes.opsSeasons) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsSeasonDiff) }),
    client.invalidateQueries({ queryKey: callKey(routes.opsAudit) }),
  ]).then(() => undefined);
}

export type UploadAnswer = Envelope<OpsSeasonStage>;

/** The upload's address: the file's name and, when one is named, the publication it comes from (出处). */
export function seasonUploadUrl(file: File, publication: SeasonPublication | null): string {
  const query = new URLSearchParams({ name: file.name });
  if (publication) for (const field of ['title', 'publisher', 'url'] as const) query.set(OPS_SEASON_SOURCE_PARAMS[field], publication[field]);
  return `${OPS_SEASON_UPLOAD_PATH}?${query.toString()}`;
}

/** 上传数据文件: the answer is the candidate with its validation report (status 400 when it did not pass). */
export function useUploadSeason(onProgress: (share: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [OPS_SEASON_UPLOAD_PATH],
    mutationFn: ({ file, publication }: { file: File; publication: SeasonPublication | null }) => sendFile<OpsSeasonStage>(seasonUploadUrl(file, publication), file, onProgress),
    onSettled: () => invalidateSeasons(client),
  });
}

/** 发布: the candidate replaces the live season (every instance rebuilds by itself). */
export function usePublishSeason() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsSeasonPublish),
    mutationFn: async (stageId: number) => (await call(routes.opsSeasonPublish, { stage_id: stageId })).data,
    onSettled: () => invalidateSeasons(client),
  });
}

/** 回滚: the season the last publish replaced comes back. */
export function useRollbackSeason() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: callKey(routes.opsSeasonRollback),
    mutationFn: async () => (await call(routes.opsSeasonRollback, {})).data,
    onSettled: () => invalidateSeasons(client),
  });
}
