//! What one catalog image contributes to the index: its product's look (see [`crate::look`])
//! quantised to bytes, so the server can keep it in a database blob and rebuild the index without
//! decoding any image again.
//!
//! The byte layout: `PVS` and the method's [`VERSION`] (4 bytes, little-endian), the template
//! side, then per cell its cover, solid share and unsure share (a byte each, plane by plane),
//! then per cell its colour (3 bytes), then the texture's orientation shares (a byte each), its
//! strength and inner share (little-endian `f32`s), and an FNV-1a checksum of everything before
//! it: 6,172 bytes. A blob with another version, another length or a wrong checksum is refused,
//! so a stale or damaged one is described again rather than misread.

use crate::look::{Look, Texture, BINS, CELLS};

/// Bumped whenever signatures change; stored beside each signature so stale ones are rebuilt.
/// (Any change to how a photo is described, not only to the byte layout, bumps it: signatures
/// of two versions do not compare.)
pub const VERSION: u32 = 2;

const MAGIC: &[u8; 3] = b"PVS";
const LEN: usize = 3 + 4 + 1 + CELLS * CELLS * 6 + BINS + 4 + 4 + 4;

/// What one catalog image contributes to the index (opaque, serialisable to bytes for a DB blob).
#[derive(Debug, Clone, PartialEq)]
pub struct Signature {
    /// Per cell, the share the product covers, 0..255.
    pub(crate) cover: Vec<u8>,
    /// Per cell, the share showing the product's own colour, 0..255.
    pub(crate) solid: Vec<u8>,
    /// Per cell, the share where the segmentation was unsure, 0..255.
    pub(crate) unsure: Vec<u8>,
    /// Per cell, the product's mean colour there.
    pub(crate) colour: Vec<[u8; 3]>,
    /// Orientation shares of its inner edges, 0..255 for 0..1.
    pub(crate) orient: [u8; BINS],
    /// Inner edge strength.
    pub(crate) energy: f32,
    /// Share of the product deep enough inside it to measure texture.
    pub(crate) inner: f32,
}

impl Signature {
    /// A catalog look and texture in their stored precision.
    pub(crate) fn new(look: &Look, texture: &Texture) -> Signature {
        let byte = |v: f32| v.round().clamp(0.0, 255.0) as u8;
        Signature {
            cover: look.cover.iter().map(|c| byte(c * 255.0)).collect(),
            solid: look.solid.iter().map(|c| byte(c * 255.0)).collect(),
            unsure: look.sure.iter().map(|c| byte((1.0 - c) * 255.0)).collect(),
            colour: (0..look.cover.len()).map(|i| [byte(look.r[i]), byte(look.g[i]), byte(look.b[i])]).collect(),
            orient: texture.orient(0.0).map(|o| byte(o * 255.0)),
            energy: texture.energy,
            inner: texture.inner,
        }
    }

    /// The template as floats (the planes a catalog template has).
    pub(crate) fn look(&self) -> Look {
        let unit = |v: &u8| f32::from(*v) / 255.0;
        Look {
            seen: Vec::new(),
            cover: self.cover.iter().map(unit).collect(),
            solid: self.solid.iter().map(unit).collect(),
            sure: self.unsure.iter().map(|u| 1.0 - unit(u)).collect(),
            r: self.colour.iter().map(|c| f32::from(c[0])).collect(),
            g: self.colour.iter().map(|c| f32::from(c[1])).collect(),
            b: self.colour.iter().map(|c| f32::from(c[2])).collect(),
            pr: Vec::new(),
            pg: Vec::new(),
            pb: Vec::new(),
        }
    }

    /// The signature as bytes, for storing.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(LEN);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(CELLS as u8);
        out.extend_from_slice(&self.cover);
        out.extend_from_slice(&self.solid);
        out.extend_from_slice(&self.unsure);
        for c in &self.colour {
            out.extend_from_slice(c);
        }
        out.extend_from_slice(&self.orient);
        out.extend_from_slice(&self.energy.to_le_bytes());
        out.extend_from_slice(&self.inner.to_le_bytes());
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// A signature read back from [`Signature::to_bytes`]; `None` if corrupt or another
    /// [`VERSION`].
    pub fn from_bytes(bytes: &[u8]) -> Option<Signature> {
        if bytes.len() != LEN || &bytes[..3] != MAGIC {
            return None;
        }
        let version = u32::from_le_bytes(bytes[3..7].try_into().ok()?);
        if version != VERSION || usize::from(bytes[7]) != CELLS {
            return None;
        }
        let (body, sum) = bytes.split_at(LEN - 4);
        if checksum(body).to_le_bytes() != sum {
            return None;
        }
        let n = CELLS * CELLS;
        let mut at = 8;
        let cover = body[at..at + n].to_vec();
        at += n;
        let solid = body[at..at + n].to_vec();
        at += n;
        let unsure = body[at..at + n].to_vec();
        at += n;
        let colour = body[at..at + 3 * n].chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect();
        at += 3 * n;
        let orient: [u8; BINS] = body[at..at + BINS].try_into().ok()?;
        at += BINS;
        let energy = f32::from_le_bytes(body[at..at + 4].try_into().ok()?);
        let inner = f32::from_le_bytes(body[at + 4..at + 8].try_into().ok()?);
        if !energy.is_finite() || !inner.is_finite() {
            return None;
        }
        Some(Signature { cover, solid, unsure, colour, orient, energy, inner })
    }
}

/// FNV-1a, 32 bits.
fn checksum(bytes: &[u8]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for b in bytes {
        h ^= u32::from(*b);
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}
