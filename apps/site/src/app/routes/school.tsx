import { CollegeLibrary } from '../../features/colleges/components/college-library';
import '../../styles/library.css';

export default CollegeLibrary;
