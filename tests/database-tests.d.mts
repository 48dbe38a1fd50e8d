// Types of database-tests.mjs (which server test files use the test database).
export declare function serverTestFiles(): { usesDatabase: string[]; databaseFree: string[] }
