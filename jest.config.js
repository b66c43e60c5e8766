// Unit and integration tests: the browser code under jsdom, the backend, server and scripts under Node.
// ESM-only packages Jest must compile: react-intl's family, and auto-bind (inside GraphQL Code Generator).
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'auto-bind'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = {
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/sw'],
      setupFiles: ['<rootDir>/src/test/setupGlobals.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupDom.ts'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/src/test/cssModuleStub.js',
        // A message group (`@i18n/en_US.json?group=footer`, cut by webpack): tests get the whole file.
        '^@i18n/([\\w-]+\\.json)(\\?.*)?$': '<rootDir>/i18n/$1',
      },
      transformIgnorePatterns,
    },
    {
      displayName: 'backend',
      testEnvironment: 'node',
      roots: ['<rootDir>/backend', '<rootDir>/server', '<rootDir>/scripts', '<rootDir>/bench'],
      transformIgnorePatterns,
    },
  ],
};
