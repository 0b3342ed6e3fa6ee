import { HollandTest } from '../../features/assessments/components/assessment-test';

export default HollandTest;
