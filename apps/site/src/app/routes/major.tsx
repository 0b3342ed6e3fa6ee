import { MajorLibrary } from '../../features/majors/components/major-library';
import '../../styles/library.css';

export default MajorLibrary;
