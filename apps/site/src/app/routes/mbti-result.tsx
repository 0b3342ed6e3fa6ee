import { MbtiResultPage } from '../../features/assessments/components/reports';

export default MbtiResultPage;
