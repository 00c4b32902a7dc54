//! Connected parts of a binary mask (4-connected), with what the segmentation asks of them: size,
//! bounds, centre and how much of the picture's border they touch.

/// One connected part.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Part {
    /// Pixels.
    pub area: usize,
    /// Bounds, inclusive.
    pub x0: usize,
    pub y0: usize,
    pub x1: usize,
    pub y1: usize,
    /// Pixels on the picture's border.
    pub border: usize,
}

/// The parts of `mask` (`w` × `h`): a label per pixel (`u32::MAX` outside the mask) and the
/// parts by label.
pub(crate) fn label(mask: &[bool], w: usize, h: usize) -> (Vec<u32>, Vec<Part>) {
    let mut labels = vec![u32::MAX; w * h];
    let mut parts = Vec::new();
    let mut stack = Vec::new();
    for start in 0..w * h {
        if !mask[start] || labels[start] != u32::MAX {
            continue;
        }
        let id = parts.len() as u32;
        let mut part = Part { area: 0, x0: usize::MAX, y0: usize::MAX, x1: 0, y1: 0, border: 0 };
        labels[start] = id;
        stack.push(start);
        while let Some(i) = stack.pop() {
            let (x, y) = (i % w, i / w);
            part.area += 1;
            part.x0 = part.x0.min(x);
            part.y0 = part.y0.min(y);
            part.x1 = part.x1.max(x);
            part.y1 = part.y1.max(y);
            if x == 0 || y == 0 || x + 1 == w || y + 1 == h {
                part.border += 1;
            }
            let mut visit = |j: usize| {
                if mask[j] && labels[j] == u32::MAX {
                    labels[j] = id;
                    stack.push(j);
                }
            };
            if x > 0 {
                visit(i - 1);
            }
            if x + 1 < w {
                visit(i + 1);
            }
            if y > 0 {
                visit(i - w);
            }
            if y + 1 < h {
                visit(i + w);
            }
        }
        parts.push(part);
    }
    (labels, parts)
}

/// `mask` with every hole filled: pixels outside it that cannot reach the border without
/// crossing it.
pub(crate) fn fill_holes(mask: &[bool], w: usize, h: usize) -> Vec<bool> {
    let outside: Vec<bool> = mask.iter().map(|m| !m).collect();
    let (labels, parts) = label(&outside, w, h);
    mask.iter().zip(&labels).map(|(m, l)| *m || parts.get(*l as usize).is_some_and(|p| p.border == 0)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_are_filled_and_parts_counted() {
        let (w, h) = (7, 7);
        let mut mask = vec![false; w * h];
        for i in 1..6 {
            for (x, y) in [(i, 1), (i, 5), (1, i), (5, i)] {
                mask[y * w + x] = true;
            }
        }
        let (_, parts) = label(&mask, w, h);
        assert_eq!(parts.len(), 1);
        assert_eq!(parts[0].area, 16);
        let filled = fill_holes(&mask, w, h);
        assert_eq!(filled.iter().filter(|m| **m).count(), 25);
    }
}
