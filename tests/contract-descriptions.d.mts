// Types of contract-descriptions.mjs (operations of the contract without a description).
export declare function operationsWithoutDescription(doc: unknown): string[]
