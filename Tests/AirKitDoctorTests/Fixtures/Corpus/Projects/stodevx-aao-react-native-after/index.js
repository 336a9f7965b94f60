import { AppRegistry } from 'react-native';
