//! The file store (docs/architecture.md#files): every file the product keeps — uploads, logos,
//! influencer pictures, kept post pictures — is an object `{business}/{name}` in one store,
//! whichever instance wrote it. Two stores sit behind `object_store`'s one trait:
//!
//! - the local folder `{data_dir}/uploads` (the embedded default, the layout files always had,
//!   so existing files keep working), right for one instance;
//! - an S3-compatible bucket (`SHOPLINKS_FILES__STORE=s3`), for several instances: AWS S3,
//!   MinIO, R2 and the like, path-style for S3-compatible servers. The crate signs the requests.
//!
//! Files are served through the server (`super::serve`), so caching, content types and the
//! security headers are the same for both stores and the bucket needs no public access.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web::Bytes;
use chrono::{DateTime, Utc};
use futures_util::stream::BoxStream;
use futures_util::{StreamExt, TryStreamExt};
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::signer::Signer;
use object_store::{GetOptions, ObjectStore, ObjectStoreExt, PutPayload};
use url::Url;

use crate::config::{FileSettings, FileStoreKind};

/// Why a file operation failed.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The business id or the file name is not one this store writes (nothing outside the
    /// business's own files can be named).
    #[error("not a stored file's name")]
    BadName,
    /// No such file.
    #[error("no such file")]
    NotFound,
    /// The store failed (disk, network, bucket).
    #[error("the file store failed: {0}")]
    Store(object_store::Error),
}

impl From<object_store::Error> for FileError {
    fn from(err: object_store::Error) -> Self {
        match err {
            object_store::Error::NotFound { .. } => FileError::NotFound,
            err => FileError::Store(err),
        }
    }
}

impl From<FileError> for crate::error::AppError {
    fn from(err: FileError) -> Self {
        match err {
            FileError::BadName | FileError::NotFound => crate::error::AppError::NotFound("File not found".into()),
            FileError::Store(err) => crate::error::AppError::Internal(err.into()),
        }
    }
}

/// A write of the buffered writer that failed (it reports the store's errors as I/O errors).
fn written_badly(err: std::io::Error) -> FileError {
    FileError::Store(object_store::Error::Generic { store: "files", source: err.into() })
}

/// One stored file as listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    /// The file's name within its business.
    pub name: String,
    /// When it was written.
    pub written: DateTime<Utc>,
    /// Its size in bytes.
    pub size: u64,
}

/// A file read for serving.
pub enum Fetched {
    /// The client's copy (`If-None-Match`) is current.
    NotModified,
    /// The file.
    Found {
        /// Its entity tag, when the store gives one.
        etag: Option<String>,
        /// Its size in bytes.
        size: u64,
        /// Its bytes, as the store streams them.
        body: BoxStream<'static, Result<Bytes, FileError>>,
    },
}

/// The file store (a handle registered by `media::register`).
pub struct Files {
    store: Arc<dyn ObjectStore>,
    /// The bucket, which signs its own upload addresses; `None` for the local folder.
    bucket: Option<Arc<AmazonS3>>,
    /// Key prefix of every object (S3 only; may be empty).
    prefix: String,
}

/// Whether `part` may be a business id or a file name: letters, digits, `-`, `_` and `.`, not
/// starting with a dot (no `..`, no `/`, no hidden files).
pub fn safe_part(part: &str) -> bool {
    !part.is_empty()
        && part.len() <= 200
        && !part.starts_with('.')
        && part.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

impl Files {
    /// The store `settings` name; the local folder is created if missing.
    pub fn from_settings(settings: &FileSettings, data_dir: &std::path::Path) -> anyhow::Result<Self> {
        match settings.store {
            FileStoreKind::Local => Self::local(&data_dir.join("uploads")),
            FileStoreKind::S3 => {
                let s3 =
                    settings.s3.as_ref().ok_or_else(|| anyhow::anyhow!("SHOPLINKS_FILES__S3_BUCKET is required"))?;
                let mut builder = AmazonS3Builder::new()
                    .with_bucket_name(&s3.bucket)
                    .with_region(&s3.region)
                    .with_access_key_id(&s3.access_key_id)
                    .with_secret_access_key(&s3.secret_access_key)
                    .with_virtual_hosted_style_request(!s3.path_style);
                if let Some(endpoint) = &s3.endpoint {
                    builder = builder.with_endpoint(endpoint).with_allow_http(endpoint.starts_with("http://"));
                }
                let bucket = Arc::new(builder.build()?);
                let prefix = s3.prefix.trim_matches('/');
                Ok(Files {
                    store: bucket.clone(),
                    bucket: Some(bucket),
                    prefix: if prefix.is_empty() { String::new() } else { format!("{prefix}/") },
                })
            }
        }
    }

    /// The local folder `root`.
    pub fn local(root: &std::path::Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(root)?;
        // Removing a business's last file removes its folder too.
        let store = LocalFileSystem::new_with_prefix(root)?.with_automatic_cleanup(true);
        Ok(Files { store: Arc::new(store), bucket: None, prefix: String::new() })
    }

    /// Whether files are in a bucket (`false`: the local folder).
    pub fn is_bucket(&self) -> bool {
        self.bucket.is_some()
    }

    fn location(&self, business_id: &str, name: &str) -> Result<Path, FileError> {
        if !safe_part(name) {
            return Err(FileError::BadName);
        }
        Ok(self.folder(business_id)?.join(name))
    }

    fn folder(&self, business_id: &str) -> Result<Path, FileError> {
        if !safe_part(business_id) {
            return Err(FileError::BadName);
        }
        Ok(Path::from(format!("{}{business_id}", self.prefix)))
    }

    /// Writes `bytes` as `name` of `business_id` (whole or not at all: the local folder writes a
    /// temporary file and renames it, a bucket stores an object in one request).
    pub async fn put(&self, business_id: &str, name: &str, bytes: Vec<u8>) -> Result<(), FileError> {
        let location = self.location(business_id, name)?;
        self.store.put(&location, PutPayload::from(bytes)).await?;
        Ok(())
    }

    /// Writes what `body` streams as `name` of `business_id`, in parts (a video need not be held
    /// in memory); an error of `body` leaves nothing behind.
    pub async fn put_stream<E>(
        &self,
        business_id: &str,
        name: &str,
        mut body: impl futures_util::Stream<Item = Result<Bytes, E>> + Unpin,
    ) -> Result<Result<u64, E>, FileError> {
        use tokio::io::AsyncWriteExt;
        let location = self.location(business_id, name)?;
        let mut writer = object_store::buffered::BufWriter::new(self.store.clone(), location);
        let mut written = 0u64;
        while let Some(chunk) = body.next().await {
            match chunk {
                Ok(chunk) => {
                    written += chunk.len() as u64;
                    if let Err(e) = writer.write_all(&chunk).await {
                        let _ = writer.abort().await;
                        return Err(FileError::Store(object_store::Error::Generic {
                            store: "files",
                            source: e.into(),
                        }));
                    }
                }
                Err(e) => {
                    let _ = writer.abort().await;
                    return Ok(Err(e));
                }
            }
        }
        writer.shutdown().await.map_err(written_badly)?;
        Ok(Ok(written))
    }

    /// Reads `name` of `business_id` for serving, or [`Fetched::NotModified`] when `if_none_match`
    /// names its current entity tag.
    pub async fn fetch(
        &self,
        business_id: &str,
        name: &str,
        if_none_match: Option<String>,
    ) -> Result<Fetched, FileError> {
        let location = self.location(business_id, name)?;
        // A bucket's tags are quoted as HTTP's are; the local folder's are bare.
        let if_none_match =
            if_none_match.map(|tag| if self.is_bucket() { tag } else { tag.trim_matches('"').to_owned() });
        let options = GetOptions::new().with_if_none_match(if_none_match);
        match self.store.get_opts(&location, options).await {
            Ok(got) => {
                let (etag, size) = (got.meta.e_tag.clone(), got.meta.size);
                Ok(Fetched::Found { etag, size, body: got.into_stream().map_err(FileError::from).boxed() })
            }
            Err(object_store::Error::NotModified { .. }) => Ok(Fetched::NotModified),
            Err(e) => Err(e.into()),
        }
    }

    /// The bytes of `name` of `business_id`.
    pub async fn read(&self, business_id: &str, name: &str) -> Result<Bytes, FileError> {
        let location = self.location(business_id, name)?;
        Ok(self.store.get(&location).await?.bytes().await?)
    }

    /// The first `count` bytes of `name` of `business_id` (fewer when the file is shorter; an
    /// empty file is [`FileError::NotFound`]): enough to tell a file's type without reading a
    /// whole video.
    pub async fn read_start(&self, business_id: &str, name: &str, count: u64) -> Result<Bytes, FileError> {
        let location = self.location(business_id, name)?;
        let options = GetOptions::new().with_range(Some(0..count.max(1)));
        match self.store.get_opts(&location, options).await {
            Ok(got) => Ok(got.bytes().await?),
            // A range past the end of an empty file.
            Err(object_store::Error::NotFound { .. } | object_store::Error::Generic { .. }) => Err(FileError::NotFound),
            Err(e) => Err(e.into()),
        }
    }

    /// Copies `name` of `business_id` into the local file `to`, streaming (a video need not be
    /// held in memory); how many bytes.
    pub async fn download(&self, business_id: &str, name: &str, to: &std::path::Path) -> Result<u64, FileError> {
        use tokio::io::AsyncWriteExt;
        let location = self.location(business_id, name)?;
        let mut body = self.store.get(&location).await?.into_stream();
        let mut file = tokio::fs::File::create(to).await.map_err(written_badly)?;
        let mut written = 0u64;
        while let Some(chunk) = body.next().await {
            let chunk = chunk?;
            written += chunk.len() as u64;
            file.write_all(&chunk).await.map_err(written_badly)?;
        }
        file.flush().await.map_err(written_badly)?;
        Ok(written)
    }

    /// The size of `name` of `business_id`, `None` when there is no such file.
    pub async fn size(&self, business_id: &str, name: &str) -> Result<Option<u64>, FileError> {
        let location = self.location(business_id, name)?;
        match self.store.head(&location).await {
            Ok(meta) => Ok(Some(meta.size)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Whether `name` of `business_id` exists (a bad name does not).
    pub async fn exists(&self, business_id: &str, name: &str) -> Result<bool, FileError> {
        match self.size(business_id, name).await {
            Ok(size) => Ok(size.is_some()),
            Err(FileError::BadName) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// Removes `name` of `business_id`; a file already gone is not an error.
    pub async fn delete(&self, business_id: &str, name: &str) -> Result<(), FileError> {
        let location = self.location(business_id, name)?;
        match self.store.delete(&location).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// The files of `business_id`.
    pub async fn list(&self, business_id: &str) -> Result<Vec<Listed>, FileError> {
        let folder = self.folder(business_id)?;
        let objects: Vec<object_store::ObjectMeta> = self.store.list(Some(&folder)).try_collect().await?;
        Ok(objects
            .into_iter()
            .filter_map(|meta| {
                let name = meta.location.filename()?.to_owned();
                safe_part(&name).then_some(Listed { name, written: meta.last_modified, size: meta.size })
            })
            .collect())
    }

    /// Removes every file of `business_id`; how many went.
    pub async fn delete_business(&self, business_id: &str) -> Result<usize, FileError> {
        let folder = self.folder(business_id)?;
        let locations: Vec<Path> = self.store.list(Some(&folder)).map_ok(|meta| meta.location).try_collect().await?;
        let count = locations.len();
        let deletions = futures_util::stream::iter(locations.into_iter().map(Ok)).boxed();
        let results: Vec<object_store::Result<Path>> = self.store.delete_stream(deletions).collect().await;
        for result in results {
            match result {
                // Another instance's sweep or deletion may have removed it first.
                Ok(_) | Err(object_store::Error::NotFound { .. }) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(count)
    }

    /// The businesses that have files (by their folders' names).
    pub async fn businesses(&self) -> Result<Vec<String>, FileError> {
        let root = if self.prefix.is_empty() { None } else { Some(Path::from(self.prefix.trim_end_matches('/'))) };
        let listed = match self.store.list_with_delimiter(root.as_ref()).await {
            Ok(listed) => listed,
            Err(object_store::Error::NotFound { .. }) => return Ok(Vec::new()),
            Err(e) => return Err(e.into()),
        };
        Ok(listed
            .common_prefixes
            .iter()
            .filter_map(|p| p.filename().map(str::to_owned))
            .filter(|name| safe_part(name) && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
            .collect())
    }

    /// The bucket's own address for a browser to `PUT` `name` of `business_id` within `ttl`
    /// (`None` for the local folder, whose addresses `super::signed_put` signs).
    pub async fn bucket_put_url(&self, business_id: &str, name: &str, ttl: Duration) -> Result<Option<Url>, FileError> {
        let Some(bucket) = &self.bucket else {
            return Ok(None);
        };
        let location = self.location(business_id, name)?;
        Ok(Some(bucket.signed_url(http::Method::PUT, &location, ttl).await?))
    }
}
