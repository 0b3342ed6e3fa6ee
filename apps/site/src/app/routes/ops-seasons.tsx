import { Seasons } from '../../features/ops/components/seasons';

/** /ops/seasons: data seasons — upload, report, diff, publish and roll back. */
export default function OpsSeasonsPage() {
  return <Seasons />;
}
