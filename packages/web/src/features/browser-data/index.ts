// Settings → Data: the export and import of everything the app keeps in this browser (docs/browser-data.md).
export { DataSettings } from './DataSettings'
