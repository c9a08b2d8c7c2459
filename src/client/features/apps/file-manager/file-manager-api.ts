import { graphql } from '../../../graphql/gql.ts';
import type { FileManagerFolderQuery } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

/** Every file manager query starts with this key, so one invalidation refreshes the folder and the tree. */
export const FILE_MANAGER_KEY = ['file-manager'] as const;

const FOLDER = graphql(`
  query FileManagerFolder($folderId: ID) {
    fileManagerFolder(folderId: $folderId) {
      folder {
        id
        name
      }
      path {
        id
        name
      }
      items {
        id
        folderId
        name
        type
        createdBy
        createdAt
        modifiedAt
        size
        contents
        description
        url
      }
    }
  }
`);

const FOLDERS = graphql(`
  query FileManagerFolders {
    fileManagerFolders {
      id
      folderId
      name
    }
  }
`);

const CREATE_FOLDER = graphql(`
  mutation CreateFileManagerFolder($input: CreateFileManagerFolderInput!) {
    createFileManagerFolder(input: $input) {
      id
    }
  }
`);

const ADD_FILE = graphql(`
  mutation AddFileManagerFile($input: AddFileManagerFileInput!) {
    addFileManagerFile(input: $input) {
      id
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateFileManagerItem($id: ID!, $input: UpdateFileManagerItemInput!) {
    updateFileManagerItem(id: $id, input: $input) {
      id
    }
  }
`);

const MOVE = graphql(`
  mutation MoveFileManagerItem($id: ID!, $folderId: ID) {
    moveFileManagerItem(id: $id, folderId: $folderId) {
      id
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteFileManagerItem($id: ID!, $withContents: Boolean) {
    deleteFileManagerItem(id: $id, withContents: $withContents)
  }
`);

export type FolderView = FileManagerFolderQuery['fileManagerFolder'];
export type FileManagerItem = FolderView['items'][number];
export interface FolderChoice {
  id: string;
  folderId?: string | null;
  name: string;
}

export const fetchFolder = async (folderId: string | null) => (await request(FOLDER, { folderId })).fileManagerFolder;
export const fetchFolders = async (): Promise<FolderChoice[]> => (await request(FOLDERS, {})).fileManagerFolders;
export const createFolder = async (folderId: string | null, name: string) =>
  (await request(CREATE_FOLDER, { input: { folderId, name } })).createFileManagerFolder;
export const addFile = async (folderId: string | null, fileId: string) =>
  (await request(ADD_FILE, { input: { folderId, fileId } })).addFileManagerFile;
export const updateItem = async (id: string, input: { name?: string; description?: string }) =>
  (await request(UPDATE, { id, input })).updateFileManagerItem;
export const moveItem = async (id: string, folderId: string | null) =>
  (await request(MOVE, { id, folderId })).moveFileManagerItem;
export const deleteItem = async (id: string, withContents: boolean) =>
  (await request(DELETE, { id, withContents })).deleteFileManagerItem;
