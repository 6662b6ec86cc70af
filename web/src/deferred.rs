//! [`Deferred`]: a value that crosses from a worker to the page as bytes and is decoded only
//! where the page reads it (issue 30 point 10; docs/PERFORMANCE.md "Two modules").
//!
//! The page's first module decodes every message of the analysis worker, so serde's derived
//! decoder of every type in them is compiled into it, even for the results only the full
//! module's views read (the Warp tab's runs, an if-conversion, the hardware panel, the cycle
//! hierarchies, the dominator traces, the lessons, and the kernel run and IR inside an
//! analysis). A `Deferred` field travels as a byte string, and its type's decoder is reached
//! only through [`Deferred::get`], which only the full module's views call: the linker leaves
//! it out of the first module. The cost is one more copy of the value's bytes.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::cell::OnceCell;

/// A value carried as its bincode bytes (the workers' own wire format) and decoded on the
/// first [`Deferred::get`], then kept. Made either from a value in the worker
/// ([`Deferred::ready`], encoded when sent; [`Deferred::new`], encoded at once) or by
/// decoding a message (bytes only).
pub struct Deferred<T> {
    bytes: Vec<u8>,
    value: OnceCell<Option<T>>,
}

impl<T> Deferred<T> {
    /// A value held as it is; it is encoded when the `Deferred` is serialised. `O(1)`.
    pub fn ready(value: T) -> Deferred<T> {
        Deferred { bytes: Vec::new(), value: OnceCell::from(Some(value)) }
    }

    /// The value if it is held decoded (made by [`Deferred::ready`], or after a
    /// [`Deferred::get`]); never decodes. The worker's side reads its values with this (it
    /// holds no decoder for them).
    pub fn value(&self) -> Option<&T> {
        self.value.get().and_then(Option::as_ref)
    }
}

impl<T: Serialize> Deferred<T> {
    /// The value encoded now (bincode). `O(size)`.
    pub fn new(value: &T) -> Deferred<T> {
        Deferred { bytes: bincode::serialize(value).unwrap_or_default(), value: OnceCell::new() }
    }

    /// The same value as bytes only: a held value is encoded once here (`O(size)`), so that
    /// sending it does not encode it in both of bincode's passes (the size, then the bytes).
    pub fn into_encoded(self) -> Deferred<T> {
        match self.value.into_inner() {
            Some(Some(v)) if self.bytes.is_empty() => Deferred::new(&v),
            value => Deferred { bytes: self.bytes, value: value.map_or_else(OnceCell::new, OnceCell::from) },
        }
    }
}

impl<T: DeserializeOwned> Deferred<T> {
    /// The value, decoded on the first call (`O(size)`) and kept. `None` when the bytes do not
    /// decode, which bytes encoded by the same build never do.
    pub fn get(&self) -> Option<&T> {
        self.value.get_or_init(|| bincode::deserialize(&self.bytes).ok()).as_ref()
    }
}

impl<T: Clone> Clone for Deferred<T> {
    fn clone(&self) -> Self {
        Deferred { bytes: self.bytes.clone(), value: self.value.clone() }
    }
}

impl<T> std::fmt::Debug for Deferred<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let held = if self.value.get().is_some() { ", decoded" } else { "" };
        write!(f, "Deferred({} bytes{held})", self.bytes.len())
    }
}

impl<T: Serialize> Serialize for Deferred<T> {
    /// A byte string: the bytes received, or the held value encoded.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.value() {
            Some(v) if self.bytes.is_empty() => {
                s.serialize_bytes(&bincode::serialize(v).map_err(serde::ser::Error::custom)?)
            }
            _ => s.serialize_bytes(&self.bytes),
        }
    }
}

impl<'de, T> Deserialize<'de> for Deferred<T> {
    /// Reads the byte string only; the value is decoded by [`Deferred::get`].
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Bytes;
        impl<'de> serde::de::Visitor<'de> for Bytes {
            type Value = Vec<u8>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a byte string")
            }
            fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Vec<u8>, E> {
                Ok(v.to_vec())
            }
            fn visit_byte_buf<E: serde::de::Error>(self, v: Vec<u8>) -> Result<Vec<u8>, E> {
                Ok(v)
            }
        }
        Ok(Deferred { bytes: d.deserialize_byte_buf(Bytes)?, value: OnceCell::new() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn held_and_encoded_values_decode_the_same() {
        let v: Result<Vec<(u32, String)>, String> = Ok(vec![(1, "a".into()), (2, "bc".into())]);
        for d in [Deferred::ready(v.clone()), Deferred::new(&v)] {
            let back: Deferred<Result<Vec<(u32, String)>, String>> = bincode::deserialize(&bincode::serialize(&d).unwrap()).unwrap();
            assert_eq!(back.value(), None, "decoded only when asked");
            assert_eq!(back.get(), Some(&v));
            assert_eq!(back.value(), Some(&v));
        }
        assert_eq!(Deferred::ready(3u8).value(), Some(&3));
        let encoded = Deferred::ready(v.clone()).into_encoded();
        assert_eq!((encoded.value(), encoded.get()), (None, Some(&v)));
        assert_eq!(Deferred::<u64>::new(&3).value(), None);
    }

    #[test]
    fn bad_bytes_are_none() {
        let d: Deferred<String> = bincode::deserialize(&bincode::serialize(&Deferred::new(&7u8)).unwrap()).unwrap();
        assert_eq!(d.get(), None);
    }
}
