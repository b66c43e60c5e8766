// CSS Modules (css-loader `namedExport: false`): `import styles from './x.module.css'`.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Global stylesheets are imported for their side effect only.
declare module '*.css';
