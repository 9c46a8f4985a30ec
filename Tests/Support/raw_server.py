#!/usr/bin/env python3
"""Raw HTTP answers and a forwarding proxy on loopback, for transport tests.

Usage:
    python3 raw_server.py --listen-fd N --ready-file FILE [--proxy | --refuse STATUS]

Serves on the listening socket N that the test opened (on 127.0.0.1).
Standard library only. SIGTERM stops it.

Without --proxy it answers each request (by path, query ignored) with fixed raw
bytes, so that answers an ordinary server would never send can be tried:
    /304-with-length  304 with Content-Length: 24 and no body
    /204-with-length  204 with Content-Length: 24 and no body
    /gzip             {"meals":null} gzip-encoded, Content-Length of the encoded bytes
    /no-reason        "HTTP/1.1 200" (no reason phrase, no space after the code)
    /no-reason-space  "HTTP/1.1 200 " (no reason phrase)
    /garbage          a status line that is not HTTP
    /same-origin      302 to /target (relative), which answers "here"
    /to-https         302 to https://127.0.0.1:<port>/target (same host, other scheme)
    /cross-origin     302 to http://localhost:<port>/target (another origin)
    /loop             302 to /loop, for ever
    /big              200 with 3 MiB of "a"
    /bomb             64 MiB of zeros gzip-encoded (about 64 KiB on the wire)
    /echo             200 with the request head as the body
    /hang             never answers (until the client leaves)
    anything else     200 "ok"

With --proxy it is a forwarding HTTP proxy: it takes absolute-form requests
("GET http://host:port/path HTTP/1.1"), sends them to host:port in origin form,
and relays the answer with "X-Test-Proxy: forwarded" added to its head.
"""

import argparse
import gzip
import os
import select
import signal
import socket
import socketserver
import sys


def read_head(sock):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return None
        data += chunk
    return data


def answer(path, head, port):
    def plain(status, body, extra=b""):
        return (b"HTTP/1.1 " + status + b"\r\nContent-Length: " + str(len(body)).encode()
                + b"\r\nContent-Type: application/json\r\n" + extra + b"\r\n" + body)

    if path == "/304-with-length":
        return b'HTTP/1.1 304 Not Modified\r\nETag: "v1"\r\nContent-Length: 24\r\n\r\n'
    if path == "/204-with-length":
        return b"HTTP/1.1 204 No Content\r\nContent-Length: 24\r\n\r\n"
    if path == "/gzip":
        return plain(b"200 OK", gzip.compress(b'{"meals":null}'), b"Content-Encoding: gzip\r\n")
    if path == "/no-reason":
        return b"HTTP/1.1 200\r\nContent-Length: 2\r\n\r\n{}"
    if path == "/no-reason-space":
        return b"HTTP/1.1 200 \r\nContent-Length: 2\r\n\r\n{}"
    if path == "/garbage":
        return b"HELLO THERE 200\r\nContent-Length: 2\r\n\r\n{}"
    if path == "/same-origin":
        return plain(b"302 Found", b"", b"Location: /target\r\n")
    if path == "/to-https":
        return plain(b"302 Found", b"", b"Location: https://127.0.0.1:%d/target\r\n" % port)
    if path == "/cross-origin":
        return plain(b"302 Found", b"", b"Location: http://localhost:%d/target\r\n" % port)
    if path == "/loop":
        return plain(b"302 Found", b"", b"Location: /loop\r\n")
    if path == "/target":
        return plain(b"200 OK", b"here")
    if path == "/big":
        return plain(b"200 OK", b"a" * (3 * 1024 * 1024))
    if path == "/bomb":
        return plain(b"200 OK", gzip.compress(b"\0" * (64 * 1024 * 1024), 9), b"Content-Encoding: gzip\r\n")
    if path == "/echo":
        return plain(b"200 OK", head)
    return plain(b"200 OK", b"ok")


class Raw(socketserver.BaseRequestHandler):
    def handle(self):
        sock = self.request
        while True:
            head = read_head(sock)
            if head is None:
                return
            head = head.split(b"\r\n\r\n", 1)[0] + b"\r\n\r\n"
            target = head.split(b"\r\n", 1)[0].split(b" ")[1].decode("latin-1")
            path = target.split("?", 1)[0]
            if path == "/hang":
                select.select([sock], [], [], 600)
                return
            sock.sendall(answer(path, head, self.server.server_address[1]))
            if b"\r\nconnection: close" in head.lower():
                return


class Proxy(socketserver.BaseRequestHandler):
    def handle(self):
        client = self.request
        head = read_head(client)
        if head is None:
            return
        head, _, rest = head.partition(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        method, target, version = lines[0].split(b" ")
        # http://host:port/path -> (host, port), /path
        without_scheme = target.split(b"://", 1)[1]
        authority, slash, path = without_scheme.partition(b"/")
        host, _, port = authority.partition(b":")
        kept = [line for line in lines[1:] if not line.lower().startswith((b"proxy-", b"connection:"))]
        request = b" ".join([method, slash + path, version]) + b"\r\n" + b"\r\n".join(kept + [b"Connection: close"]) + b"\r\n\r\n" + rest
        upstream = socket.create_connection((host.decode(), int(port or 80)))
        upstream.sendall(request)
        reply = b""
        while True:
            chunk = upstream.recv(65536)
            if not chunk:
                break
            reply += chunk
        upstream.close()
        status, _, remainder = reply.partition(b"\r\n")
        client.sendall(status + b"\r\nX-Test-Proxy: forwarded\r\nConnection: close\r\n" + remainder)


class Refusing(socketserver.BaseRequestHandler):
    """A proxy that opens no tunnel: every request (CONNECT included) gets the status given
    with --refuse, with a Proxy-Authenticate challenge for 407 and a Location for 3xx."""

    def handle(self):
        head = read_head(self.request)
        if head is None:
            return
        status = self.server.refuse
        extra = b"Proxy-Authenticate: Basic realm=\"test\"\r\n" if status == 407 else b""
        if 300 <= status < 400:
            extra = b"Location: http://127.0.0.1:1/elsewhere\r\n"
        self.request.sendall(b"HTTP/1.1 %d Refused\r\n%bContent-Length: 0\r\nConnection: close\r\n\r\n" % (status, extra))


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--listen-fd", type=int, required=True, help="the listening socket the test opened")
    parser.add_argument("--ready-file", required=True, help="created once serving")
    parser.add_argument("--proxy", action="store_true")
    parser.add_argument("--refuse", type=int, help="a proxy that answers everything with this status")
    args = parser.parse_args()
    server = Server(("127.0.0.1", 0), Refusing if args.refuse else Proxy if args.proxy else Raw, bind_and_activate=False)
    server.socket.close()
    server.socket = socket.socket(fileno=args.listen_fd)
    server.server_address = server.socket.getsockname()
    server.refuse = args.refuse
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    open(args.ready_file, "w").close()  # serving: connections queued meanwhile are taken now
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
