import { MbtiTest } from '../../features/assessments/components/assessment-test';

export default MbtiTest;
