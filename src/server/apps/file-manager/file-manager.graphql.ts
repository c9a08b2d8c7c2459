import { filePath } from '../../../domain/file-paths.ts';
import type { UserRow } from '../../db/rows.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requireWorkspaceUser } from '../../policies/workspace-apps.ts';
import {
  addFile,
  createFolder,
  deleteItem,
  listFolder,
  listFolders,
  moveItem,
  itemView,
  updateItem,
  type FileManagerItemView,
} from './file-manager-service.ts';

/** An item as its owner sees it (SPEC file_manager_item). */
const toItem = (row: FileManagerItemView, owner: UserRow) => ({
  id: row.id,
  folderId: row.folderId,
  name: row.name,
  type: row.type,
  createdBy: owner.displayName,
  createdAt: row.createdAt.toISOString(),
  modifiedAt: row.modifiedAt.toISOString(),
  size: row.totalSize,
  contents: row.contents,
  description: row.description,
  url: row.fileId ? filePath(row.fileId) : null,
});

export const fileManagerModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A folder or a file in a staff member's file manager (SPEC file_manager_item)."
    type FileManagerItem {
      id: ID!
      "The folder it is in; null at the root."
      folderId: ID
      name: String!
      "folder, PDF, XLS, DOC, TXT or JPG."
      type: String!
      "Who keeps it (the owner's display name)."
      createdBy: String!
      createdAt: String!
      modifiedAt: String!
      "Bytes: a file's own, a folder's of every file inside it."
      size: Int!
      "For a folder, how many files are inside it (at any depth); null for a file."
      contents: Int
      description: String!
      "A file's bytes (GET with the owner's token; served as an attachment); null for a folder."
      url: String
    }
    "A folder's items with the way to it."
    type FileManagerFolder {
      "The folder listed; null for the root."
      folder: FileManagerItem
      "The folders from the root down to this one, for the breadcrumbs."
      path: [FileManagerItem!]!
      "Folders first, then files, by name."
      items: [FileManagerItem!]!
    }
    input CreateFileManagerFolderInput {
      "The parent folder; null for the root."
      folderId: ID
      name: String!
      description: String
    }
    input AddFileManagerFileInput {
      "The folder to put it in; null for the root."
      folderId: ID
      "An upload of yours: POST /api/files with kind document (PDF, XLS/XLSX, DOC/DOCX, TXT or JPEG)."
      fileId: ID!
      "The name to keep it under; the upload's file name when absent."
      name: String
      description: String
    }
    "What changes; only the fields sent."
    input UpdateFileManagerItemInput {
      name: String
      description: String
    }
    extend type Query {
      "A folder of the signed-in staff member's (the root when folderId is absent)."
      fileManagerFolder(folderId: ID): FileManagerFolder!
      "Every folder of the signed-in staff member's, by name (where things can be moved)."
      fileManagerFolders: [FileManagerItem!]!
    }
    extend type Mutation {
      createFileManagerFolder(input: CreateFileManagerFolderInput!): FileManagerItem!
      addFileManagerFile(input: AddFileManagerFileInput!): FileManagerItem!
      "Renames an item or changes its description."
      updateFileManagerItem(id: ID!, input: UpdateFileManagerItemInput!): FileManagerItem!
      "Moves an item into another folder (null: the root); never a folder into itself or its own folders."
      moveFileManagerItem(id: ID!, folderId: ID): FileManagerItem!
      "Deletes a file with its upload, or a folder: an empty one, or with everything in it when withContents is true. Returns the id."
      deleteFileManagerItem(id: ID!, withContents: Boolean): ID!
    }
  `,
  resolvers: {
    Query: {
      fileManagerFolder: async (_root, { folderId }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        const view = await listFolder(ctx.db, user, { folderId });
        return {
          folder: view.folder ? toItem(view.folder, user) : null,
          path: view.path.map((r) => toItem(r, user)),
          items: view.items.map((r) => toItem(r, user)),
        };
      },
      fileManagerFolders: async (_root, _args, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return (await listFolders(ctx.db, user)).map((r) => toItem(r, user));
      },
    },
    Mutation: {
      createFileManagerFolder: async (_root, { input }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toItem(await itemView(ctx.db, await createFolder(ctx.db, user, withoutNulls(input))), user);
      },
      addFileManagerFile: async (_root, { input }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toItem(await itemView(ctx.db, await addFile(ctx.db, user, withoutNulls(input))), user);
      },
      updateFileManagerItem: async (_root, { id, input }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toItem(await itemView(ctx.db, await updateItem(ctx.db, user, id, withoutNulls(input))), user);
      },
      moveFileManagerItem: async (_root, { id, folderId }, ctx) => {
        const user = requireWorkspaceUser(ctx);
        return toItem(await itemView(ctx.db, await moveItem(ctx.db, user, id, { folderId: folderId ?? null })), user);
      },
      deleteFileManagerItem: async (_root, { id, withContents }, ctx) =>
        deleteItem(ctx.db, requireWorkspaceUser(ctx), id, withContents ?? false, ctx.files),
    },
  },
};

/** GraphQL gives null for a field left out; these inputs treat both as absent. */
function withoutNulls(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}
