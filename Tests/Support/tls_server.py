"""An HTTPS server on loopback with a certificate the test chose (self-signed, for another
host...), counting connections, for the transport's certificate tests.

    python3 tls_server.py --cert CERT --key KEY --listen-fd N --ready-file FILE --log FILE

Every accepted TCP connection appends "connection" to the log; a completed handshake
appends "handshake" and the request line, and is answered 200 "secure" (or, for
/downgrade, a redirect to the same host over plain http).
"""

import argparse
import os
import signal
import socket
import ssl
import sys
import threading


def serve(connection, context, log):
    with open(log, "a") as handle:
        handle.write("connection\n")
    try:
        connection.settimeout(10)
        secure = context.wrap_socket(connection, server_side=True)
    except (ssl.SSLError, OSError):
        connection.close()
        return
    try:
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = secure.recv(65536)
            if not chunk:
                return
            head += chunk
        with open(log, "a") as handle:
            handle.write("handshake " + head.split(b"\r\n", 1)[0].decode("latin-1") + "\n")
        if head.startswith(b"GET /downgrade"):
            port = secure.getsockname()[1]
            location = b"http://127.0.0.1:%d/plain" % port
            secure.sendall(b"HTTP/1.1 301 Moved\r\nLocation: " + location + b"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        else:
            secure.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 6\r\nConnection: close\r\n\r\nsecure")
    except (ssl.SSLError, OSError):
        pass
    finally:
        secure.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cert", required=True)
    parser.add_argument("--key", required=True)
    parser.add_argument("--listen-fd", type=int, required=True, help="the listening socket the test opened")
    parser.add_argument("--ready-file", required=True, help="created once serving")
    parser.add_argument("--log", required=True)
    args = parser.parse_args()
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(args.cert, args.key)
    listener = socket.socket(fileno=args.listen_fd)
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    open(args.ready_file, "w").close()  # serving: connections queued meanwhile are taken now
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=serve, args=(connection, context, args.log), daemon=True).start()


if __name__ == "__main__":
    sys.exit(main())
