import ExternalDisplay from 'expo-external-display';
