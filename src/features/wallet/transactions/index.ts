export * from './transactionStore';
export * from './TransactionStoreProvider';
