// Watches one skill root: a non-recursive `fs.watch` on every real folder under it (links are never
// followed, `.git` and `node_modules` are skipped), kept in step as folders come and go. A root that
// does not exist (yet, or any more) is waited for by watching its nearest existing parent.
import { lstatSync, readdirSync, statSync, watch, type FSWatcher } from "node:fs";
import { dirname, join, sep } from "node:path";
import { skippedFolders } from "../files/walk.js";

/** Folders watched per root at most; past this, deeper folders go unwatched (their parents still report them). */
const maxWatchedFolders = 20_000;

function isFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** True when `path` is a folder, through a link (the root may be one). */
function isFolderOrLink(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The nearest folder at or above `path` that exists (links followed: it is only waited on, never walked). */
function nearestExisting(path: string): string {
  let current = path;
  while (dirname(current) !== current && !isFolderOrLink(current)) current = dirname(current);
  return current;
}

export class RootWatcher {
  /** Watchers by folder: the root's real folders, or (while the root is missing) the one folder waited on. */
  private readonly watchers = new Map<string, FSWatcher>();
  private waitingOn: string | undefined;
  private closed = false;

  /**
   * `root` is an absolute, resolved folder (the root itself may be a link: it is the folder asked for).
   * `changed` is called on every event that may change the skills under it.
   */
  constructor(
    private readonly root: string,
    private readonly changed: () => void,
  ) {
    this.start();
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /** Watches the root's tree when the root is there, else waits for it. */
  private start(): void {
    if (isFolderOrLink(this.root)) {
      this.waitingOn = undefined;
      this.addTree(this.root);
    } else this.wait();
  }

  /** Watches the nearest existing parent of the missing root; any event there checks again. */
  private wait(): void {
    const parent = nearestExisting(dirname(this.root));
    if (this.waitingOn === parent && this.watchers.has(parent)) return;
    this.closeAll();
    this.waitingOn = parent;
    this.open(parent, () => {
      this.waited();
    });
    // Made between looking and watching: no event will say so.
    this.waited();
  }

  /** The root appeared (watch it: a change), or a deeper parent did (wait there instead). */
  private waited(): void {
    if (this.closed) return;
    if (isFolderOrLink(this.root)) {
      this.closeAll();
      this.start();
      this.changed();
    } else this.wait();
  }

  private closeAll(): void {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  /** Opens a watcher on `folder`; one the system refuses (gone meanwhile, out of watches) is left out. */
  private open(folder: string, onEvent: (name: string | null) => void): void {
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, { persistent: true }, (_event, name) => {
        onEvent(name);
      });
    } catch {
      return;
    }
    watcher.on("error", () => {
      this.forget(folder);
      if (!this.closed && !isFolderOrLink(this.root)) this.wait();
    });
    this.watchers.set(folder, watcher);
  }

  /** Watches `folder` and every real folder below it that is not watched yet. */
  private addTree(folder: string): void {
    const pending = [folder];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (this.watchers.size >= maxWatchedFolders) return;
      if (!this.watchers.has(next)) {
        const watched = next;
        this.open(watched, (name) => {
          this.onEvent(watched, name);
        });
      }
      let entries;
      try {
        entries = readdirSync(next, { withFileTypes: true });
      } catch {
        continue;
      }
      // A Dirent of a link is a link, never a folder: links are not followed out of the root.
      for (const entry of entries)
        if (entry.isDirectory() && !skippedFolders.has(entry.name)) pending.push(join(next, entry.name));
    }
  }

  /** Stops watching `folder` and everything below it. */
  private forget(folder: string): void {
    const prefix = folder.endsWith(sep) ? folder : `${folder}${sep}`;
    for (const [path, watcher] of this.watchers)
      if (path === folder || path.startsWith(prefix)) {
        watcher.close();
        this.watchers.delete(path);
      }
  }

  /** An event in a watched folder of the tree: report it, then follow folders that came or went. */
  private onEvent(folder: string, name: string | null): void {
    if (this.closed) return;
    this.changed();
    if (!isFolderOrLink(this.root)) {
      this.wait();
      return;
    }
    // Without a name, look the whole folder over again; a folder that went away says so itself.
    if (name === null) this.addTree(folder);
    else if (!skippedFolders.has(name)) {
      const path = join(folder, name);
      if (isFolder(path)) this.addTree(path);
      else if (this.watchers.has(path)) this.forget(path);
    }
  }
}
