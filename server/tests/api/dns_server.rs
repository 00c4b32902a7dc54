//! A DNS server for the brand domain tests, on a loopback UDP port: it answers what the test put
//! in it (CNAME, TXT and A records) and NXDOMAIN for any other name, so the product's resolver
//! is tested over the real protocol and never asks the internet.

use std::collections::HashMap;
use std::net::{Ipv4Addr, SocketAddr};
use std::str::FromStr;
use std::sync::{Arc, Mutex};

use hickory_resolver::proto::op::{Message, MessageType, ResponseCode};
use hickory_resolver::proto::rr::rdata::{A, CNAME, TXT};
use hickory_resolver::proto::rr::{Name, RData, Record, RecordType};

type Records = Arc<Mutex<HashMap<String, Vec<RData>>>>;

/// The running server and what it answers.
pub struct TestDns {
    /// Where it listens.
    pub addr: SocketAddr,
    records: Records,
}

fn key(name: &str) -> String {
    name.trim_end_matches('.').to_ascii_lowercase()
}

impl TestDns {
    /// Starts a server with no records.
    pub async fn start() -> TestDns {
        let socket = tokio::net::UdpSocket::bind("127.0.0.1:0").await.expect("dns socket");
        let addr = socket.local_addr().expect("dns address");
        let records: Records = Arc::default();
        let held = records.clone();
        tokio::spawn(async move {
            let mut buf = vec![0u8; 4096];
            loop {
                let Ok((len, from)) = socket.recv_from(&mut buf).await else { return };
                let Ok(query) = Message::from_vec(&buf[..len]) else { continue };
                let answer = answer(&query, &held.lock().expect("records"));
                if let Ok(bytes) = answer.to_vec() {
                    let _ = socket.send_to(&bytes, from).await;
                }
            }
        });
        TestDns { addr, records }
    }

    /// `name` is an alias of `target`.
    pub fn cname(&self, name: &str, target: &str) {
        let target = Name::from_str(&format!("{}.", key(target))).expect("name");
        self.put(name, RData::CNAME(CNAME(target)));
    }

    /// `name` holds the text `value`.
    pub fn txt(&self, name: &str, value: &str) {
        self.put(name, RData::TXT(TXT::new(vec![value.to_owned()])));
    }

    /// `name` has the address `ip`.
    pub fn a(&self, name: &str, ip: Ipv4Addr) {
        self.put(name, RData::A(A(ip)));
    }

    /// `name` has no records any more.
    pub fn forget(&self, name: &str) {
        self.records.lock().expect("records").remove(&key(name));
    }

    fn put(&self, name: &str, data: RData) {
        self.records.lock().expect("records").entry(key(name)).or_default().push(data);
    }
}

/// The answer to `query`: the records of the asked type (a CNAME answers any type, as the
/// alias it is), NOERROR with none for a known name without that type, NXDOMAIN otherwise.
fn answer(query: &Message, records: &HashMap<String, Vec<RData>>) -> Message {
    let mut out = Message::new();
    out.set_id(query.id())
        .set_message_type(MessageType::Response)
        .set_op_code(query.op_code())
        .set_recursion_desired(query.recursion_desired())
        .set_recursion_available(true)
        .set_authoritative(true);
    for q in query.queries() {
        out.add_query(q.clone());
        let Some(held) = records.get(&key(&q.name().to_ascii())) else {
            out.set_response_code(ResponseCode::NXDomain);
            continue;
        };
        for data in held {
            let fits = data.record_type() == q.query_type() || data.record_type() == RecordType::CNAME;
            if fits {
                out.add_answer(Record::from_rdata(q.name().clone(), 1, data.clone()));
            }
        }
    }
    out
}
