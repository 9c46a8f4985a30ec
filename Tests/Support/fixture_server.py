#!/usr/bin/env python3
"""Loopback fixture server for the test-suite and for manual checks.

Serves API-shaped JSON files from a directory so the app can run against
PokéAPI, TheMealDB and Geoapify without the network, with a request log and
fault injection. Standard library only.

Usage:
    python3 fixture_server.py --root DIR [--root DIR ...] [--port 0] [--host 127.0.0.1]
        [--log FILE] [--absolute-urls] [--latency-ms N] [--ready-file FILE]
        [--listen-fd N]

Once listening it prints exactly one line "PORT <n>" to stdout (and, with
--ready-file, writes "<n>" to that file atomically). --port 0 picks a free
port. --listen-fd serves on a socket the parent already listens on (the
tests do this, so that they never wait for Python to start). SIGTERM / SIGINT stop it cleanly; the port can be reused at once.

File mapping for GET/HEAD of path P (URL-decoded; ".." gives 400) and raw
query Q, first match wins:
  1. ROOT/P/<Q>.json   Q is also tried with its parameters sorted, without
                       apiKey/apikey, and URL-decoded. For example
                       /api/json/v1/1/filter.php?c=Dessert ->
                       ROOT/api/json/v1/1/filter.php/c=Dessert.json
  2. ROOT/P/index.json /api/v2/pokemon/25/ -> ROOT/api/v2/pokemon/25/index.json
  3. ROOT/P            if it is a file
  4. 404 {"detail":"Not found."}
With several --root folders, each is tried in turn (1 to 3) before the next: a
folder of a few extra answers can sit before a shared fixture folder.
An index.json whose top-level object has a "results" list is paginated like
the live PokéAPI when the query has limit and/or offset (defaults 20 and 0).
--absolute-urls rewrites JSON string values starting with "/api/" to
"http://HOST:PORT/api/...". Files are sent byte-for-byte unless pagination
or URL rewriting needs them re-serialized.

Files answered with 200 carry an ETag (from their bytes); a request whose If-None-Match
matches gets 304 with no body. --max-age N adds Cache-Control: max-age=N.

Request log (--log FILE), one line per request, control requests excluded:
    <unix time, ms> <METHOD> <path?query> <status> <body bytes sent> inflight=<n>
inflight counts the non-control requests in progress when this one started,
itself included. A hung request is logged with status 000 when it ends.

Pictures: /sprites/<X> and /images/media/meals/<X>[/preview] are also served from the
corpus named by $EXPLORE_CORPUS (see PICTURES below); PNG as image/png, JPEG as image/jpeg.
Geoapify's POST /v1/routematrix and GET /v1/staticmap are computed (see GEOAPIFY ROUTES AND MAPS).

Control endpoints (never logged, delayed or counted):
    GET  /__control/stats   {"requests", "max_inflight", "inflight", "by_path"}
    POST /__control/reset   clear counters and faults, end hung requests
    GET  /__control/faults  the current rule list
    POST /__control/faults  append rules (a JSON list, or a single object)
A rule: {"match": "substring of path?query", "times": N,
         "action": "status" | "reset" | "hang" | "truncate" | "body" | "delay",
         "status": 503, "headers": {"Retry-After": "1"}, "body": "raw text",
         "content_type": "text/html", "delay_ms": 250}
The first matching rule applies; "times" counts down and the rule is removed
at 0. "status"/"body" reply with the rule's status (default 500/200) and body
verbatim; "reset" and "truncate" send the headers of the normal response and
half of its body, then close with a TCP reset or a plain close respectively;
"hang" never answers (ended by reset, shutdown, the client leaving, or 600 s);
"delay" waits delay_ms and then serves normally; "raw" writes bytes the
standard library's server cannot (see RAW ANSWERS below). Example:
    curl -X POST http://127.0.0.1:PORT/__control/faults \\
         -d '[{"match": "/pokemon/", "times": 1, "action": "status", "status": 503}]'
"""

import argparse
import gzip
import hashlib
import json
import os
import select
import signal
import socket
import socketserver
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote

JSON_TYPE = "application/json; charset=utf-8"
CONTROL_PREFIX = "/__control/"
ACTIONS = ("status", "reset", "hang", "truncate", "body", "delay")
RULE_FIELDS = {"match": str, "times": int, "status": int, "headers": dict,
               "body": str, "content_type": str, "delay_ms": (int, float)}
HANG_SECONDS = 600


def detail(status, text):
    return status, json.dumps({"detail": text}).encode(), JSON_TYPE


def query_variants(query):
    """Query strings to try as file names: as sent, sorted, without the API key."""
    if not query:
        return []
    params = query.split("&")
    keyless = [p for p in params if p.split("=", 1)[0].lower() != "apikey"]
    variants = []
    for q in ("&".join(params), "&".join(sorted(params)),
              "&".join(keyless), "&".join(sorted(keyless))):
        for v in (q, unquote(q)):
            if v and "/" not in v and v not in variants:
                variants.append(v)
    return variants


def page_params(query):
    """(limit, offset) if the query asks for a page, else None."""
    params = parse_qs(query)
    if "limit" not in params and "offset" not in params:
        return None

    def number(name, default):
        try:
            return int(params[name][0])
        except (KeyError, ValueError):
            return default
    limit, offset = number("limit", 20), number("offset", 0)
    return (limit if limit > 0 else 20), max(offset, 0)


def absolutize(value, base):
    if isinstance(value, str):
        return base + value if value.startswith("/api/") else value
    if isinstance(value, list):
        return [absolutize(v, base) for v in value]
    if isinstance(value, dict):
        return {k: absolutize(v, base) for k, v in value.items()}
    return value


def parse_rules(raw):
    try:
        rules = json.loads(raw or b"[]")
    except ValueError:
        raise ValueError("body is not valid JSON")
    if isinstance(rules, dict):
        rules = [rules]
    if not isinstance(rules, list):
        raise ValueError("expected a JSON list of rules")
    for rule in rules:
        if not isinstance(rule, dict) or rule.get("action") not in ACTIONS:
            raise ValueError(f"rule needs an action, one of {', '.join(ACTIONS)}: {rule!r}")
        for name, kind in RULE_FIELDS.items():
            if rule.get(name) is not None and not isinstance(rule[name], kind):
                raise ValueError(f"rule field {name!r} has the wrong type: {rule!r}")
        if rule.get("times") is not None and rule["times"] < 1:
            raise ValueError(f"rule field 'times' must be at least 1: {rule!r}")
    return [dict(rule) for rule in rules]


class State:
    """Counters, fault rules and the log file, shared by all handler threads."""

    def __init__(self, log_file):
        self.lock = threading.Lock()
        self.log = log_file
        self.stopping = threading.Event()
        self.release = threading.Event()  # set by reset: ends current hangs
        self.faults = []
        self.inflight = 0
        self.requests, self.max_inflight, self.by_path = 0, 0, {}

    def reset(self):
        with self.lock:
            self.requests, self.max_inflight, self.by_path = 0, self.inflight, {}
            self.faults = []
            self.release.set()
            self.release = threading.Event()

    def stats(self):
        with self.lock:
            return {"requests": self.requests, "max_inflight": self.max_inflight,
                    "inflight": self.inflight, "by_path": dict(self.by_path)}

    def begin(self, target):
        with self.lock:
            self.inflight += 1
            self.requests += 1
            self.max_inflight = max(self.max_inflight, self.inflight)
            self.by_path[target] = self.by_path.get(target, 0) + 1
            return self.inflight, self.release

    def end(self, method, target, status, sent, inflight, logged=False):
        with self.lock:
            self.inflight -= 1
        if not logged:
            self.record(method, target, status, sent, inflight)

    def record(self, method, target, status, sent, inflight):
        """One line of the request log, flushed."""
        with self.lock:
            if self.log:
                self.log.write(f"{time.time():.3f} {method} {target} {status} {sent}"
                               f" inflight={inflight}\n")
                self.log.flush()

    def take_fault(self, target):
        """The first rule matching target (counting it down), or None."""
        with self.lock:
            for rule in self.faults:
                if (rule.get("match") or "") in target:
                    if rule.get("times") is not None:
                        rule["times"] -= 1
                        if rule["times"] <= 0:
                            self.faults.remove(rule)
                    return dict(rule)
        return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FixtureServer/1"


    def setup(self):
        super().setup()
        # Headers and body go out in separate writes: without this, Nagle's algorithm and
        # the client's delayed ACK add about 40 ms to every response.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, *args):
        pass  # the --log file replaces the default stderr chatter

    def do_GET(self):
        self.dispatch()

    do_HEAD = do_POST = do_PUT = do_DELETE = do_GET

    def dispatch(self):
        self.logged = None  # a connection's handler answers its requests one after another
        path = self.path.partition("?")[0]
        if path.startswith(CONTROL_PREFIX):
            self.control(path[len(CONTROL_PREFIX):].strip("/"))
        else:
            self.serve()

    # -- fixture requests --------------------------------------------------

    def serve(self):
        state, target = self.server.state, self.path
        inflight, release = state.begin(target)
        status, sent = "000", 0
        # respond() logs the request before its last bytes leave: a client that has its
        # answer (and a test that then reads the log) always finds the line.
        self.logged = (state, target, inflight, False)
        try:
            if self.server.latency and self.wait_or_gone(self.server.latency):
                self.close_connection = True
                return  # the client gave up during the latency: nothing to answer
            rule = state.take_fault(target) or {}
            action = rule.get("action")
            if action == "hang":
                self.hang(release)
                return
            if action == "raw":
                status, sent = raw_answer(self, rule)
                return
            if action == "delay" and self.wait_or_gone((rule.get("delay_ms") or 0) / 1000):
                self.close_connection = True
                return
            if action in ("status", "body"):
                status = rule.get("status") or (500 if action == "status" else 200)
                body = rule.get("body")
                if body is None:
                    body = '{"detail":"fault"}' if action == "status" else ""
                body = body.encode()
                ctype = rule.get("content_type") or "application/json"
            else:
                status, body, ctype = self.resolve()
                if status == 200 and not action:
                    # Validators, so clients can revalidate: a strong ETag from the body,
                    # and 304 without a body when If-None-Match matches it.
                    etag = '"%s"' % hashlib.sha1(body).hexdigest()[:20]
                    cache = {"ETag": etag}
                    if self.server.max_age is not None:
                        cache["Cache-Control"] = "max-age=%d" % self.server.max_age
                    if self.headers.get("If-None-Match") == etag:
                        status, body = 304, b""
                    sent = self.respond(status, body, ctype, {**cache, **(rule.get("headers") or {})}, action)
                    return
                if action in ("reset", "truncate"):
                    status = rule.get("status") or status
                    if rule.get("body") is not None:
                        body = rule["body"].encode()
                    ctype = rule.get("content_type") or ctype
            sent = self.respond(status, body, ctype, rule.get("headers"), action)
        finally:
            state.end(self.command, target, status, sent, inflight, logged=self.logged[3])

    def resolve(self):
        """Map the request onto ROOT: (status, body bytes, content type)."""
        if self.command not in ("GET", "HEAD"):
            return detail(405, f'Method "{self.command}" not allowed.')
        raw_path, _, query = self.path.partition("?")
        path = unquote(raw_path)
        segments = [s for s in path.split("/") if s]
        if ".." in segments or "\0" in path:
            return detail(400, "Bad request.")
        for root in self.server.roots:
            base = os.path.join(root, *segments)
            for q in query_variants(query):
                if os.path.isfile(os.path.join(base, q + ".json")):
                    return 200, self.load(os.path.join(base, q + ".json")), JSON_TYPE
            if os.path.isfile(os.path.join(base, "index.json")):
                page = page_params(query)
                return 200, self.load(os.path.join(base, "index.json"), raw_path, page), JSON_TYPE
            if os.path.isfile(base):
                return 200, self.load(base), file_type(base)
        return detail(404, "Not found.")

    def load(self, file, raw_path=None, page=None):
        """File bytes, re-serialized only for pagination or URL rewriting."""
        with open(file, "rb") as fh:
            data = fh.read()
        rewrite = self.server.absolute and b'"/api/' in data
        if not (page or rewrite):
            return data
        try:
            doc = json.loads(data)
        except ValueError:
            return data
        if page and isinstance(doc, dict) and isinstance(doc.get("results"), list):
            doc = self.paginate(doc, raw_path, *page)
        elif not rewrite:
            return data
        if self.server.absolute:
            doc = absolutize(doc, self.server.base_url)
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode()

    def paginate(self, doc, raw_path, limit, offset):
        results = doc["results"]
        prefix = (self.server.base_url if self.server.absolute else "") + raw_path

        def link(start):
            return f"{prefix}?offset={start}&limit={limit}"
        page = {"count": len(results),
                "next": link(offset + limit) if offset + limit < len(results) else None,
                "previous": link(max(offset - limit, 0)) if offset > 0 else None}
        page.update((k, v) for k, v in doc.items() if k not in page)
        page["results"] = results[offset:offset + limit]
        return page

    def respond(self, status, body, ctype, extra_headers=None, action=None):
        """Send one response; returns the number of body bytes sent."""
        declared = len(body)
        if action in ("reset", "truncate"):  # promise more than is sent
            declared, body = max(declared, 1), body[:len(body) // 2]
        headers = {"Content-Type": ctype}
        if status >= 200 and status not in (204, 304):
            headers["Content-Length"] = str(declared)
        for name, value in (extra_headers or {}).items():
            for existing in [h for h in headers if h.lower() == name.lower()]:
                del headers[existing]
            headers[name] = str(value)
        if self.command == "HEAD" or "Content-Length" not in headers:
            body = b""
        logged = getattr(self, "logged", None)
        if logged and not logged[3]:
            state, target, inflight, _ = logged
            state.record(self.command, target, status, len(body), inflight)
            self.logged = (state, target, inflight, True)
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        if body:
            self.wfile.write(body)
        if action == "reset":
            self.abort()
        elif action == "truncate":
            self.close_connection = True
        return len(body)

    def abort(self):
        """Close the socket so that the client sees a connection reset (RST)."""
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.rfile.close()  # drop the makefile reference so close() is real
        self.connection.close()
        self.close_connection = True

    def wait_or_gone(self, seconds):
        """Wait `seconds`; True as soon as the client closes the connection meanwhile, so
        that abandoned requests stop counting as in flight, as a real server would."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            if select.select([self.connection], [], [], min(left, 0.05))[0]:
                try:
                    if self.connection.recv(1, socket.MSG_PEEK) == b"":
                        return True
                except OSError:
                    return True
                return False  # data arrived (unexpected while waiting): answer now

    def hang(self, release):
        """Never answer; stop after HANG_SECONDS, on reset/stop, or when the client leaves."""
        self.close_connection = True
        stopping, deadline = self.server.state.stopping, time.monotonic() + HANG_SECONDS
        while time.monotonic() < deadline and not (stopping.is_set() or release.is_set()):
            if select.select([self.connection], [], [], 0.25)[0]:
                break  # client closed the connection (or sent something unexpected)

    # -- control endpoints ----------------------------------------------------

    def control(self, name):
        state = self.server.state
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = 0
        raw = self.rfile.read(length) if length > 0 else b""
        route = (self.command, name)
        if route == ("GET", "stats"):
            payload = state.stats()
        elif route == ("POST", "reset"):
            state.reset()
            payload = {"ok": True}
        elif route == ("GET", "faults"):
            with state.lock:
                payload = [dict(rule) for rule in state.faults]
        elif route == ("POST", "faults"):
            try:
                rules = parse_rules(raw)
            except ValueError as error:
                return self.respond(*detail(400, str(error)))
            with state.lock:
                state.faults.extend(rules)
            payload = {"ok": True}
        else:
            return self.respond(*detail(404, "Unknown control endpoint."))
        self.respond(200, json.dumps(payload).encode(), JSON_TYPE)


class Server(ThreadingHTTPServer):
    allow_reuse_address = True
    daemon_threads = True
    request_queue_size = 128

    def server_bind(self):
        # Skip HTTPServer's reverse DNS lookup of the host: it can stall startup.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):  # client went away
            super().handle_error(request, client_address)


# -- RAW ANSWERS -------------------------------------------------------------------------
# Answers written byte by byte on the socket, for HTTP that http.server will not produce.
# A rule {"action": "raw", "answer": NAME, ...} picks one; the connection closes after it.
#   "bodiless"     status "status" (default 304) with "Content-Length: <length>" (default
#                  24) and no body, as RFC 9110 allows for 304 (and 204 sends anyway);
#                  carries the resource's ETag so a revalidation matches.
#   "gzip"         the resource (or the rule's "body") gzip-encoded, Content-Encoding: gzip,
#                  Content-Length counting the encoded bytes.
#   "status-line"  the resource (or the rule's "body") under the rule's "status_line"
#                  verbatim (e.g. "HTTP/1.1 200" with no reason, "HTTP/1.1 200OK").
#   "echo"         status "status" (default 400), text/plain body: the request target
#                  exactly as received (path and raw query), as a careless server would.
# The rule's "headers" are added to each. Redirects need no raw answer: use the "status"
# action with a Location header.
RAW_ANSWERS = ("bodiless", "gzip", "status-line", "echo")
ACTIONS = ACTIONS + ("raw",)
RULE_FIELDS.update({"answer": str, "status_line": str, "length": int})


def raw_answer(handler, rule):
    """Writes the raw answer `rule` names; returns (status for the log, body bytes sent)."""
    answer = rule.get("answer")
    status, body, ctype = handler.resolve()
    if rule.get("body") is not None:
        status, body = 200, rule["body"].encode()
    headers = [("Content-Type", rule.get("content_type") or ctype)]
    if answer == "bodiless":
        status = rule.get("status") or 304
        reason = {204: "No Content", 304: "Not Modified"}.get(status, "Status")
        line = f"HTTP/1.1 {status} {reason}"
        headers = [("ETag", '"%s"' % hashlib.sha1(body).hexdigest()[:20]),
                   ("Content-Length", str(rule.get("length") if rule.get("length") is not None else 24))]
        body = b""
    elif answer == "gzip":
        body = gzip.compress(body, mtime=0)
        line = f"HTTP/1.1 {status} OK"
        headers += [("Content-Encoding", "gzip"), ("Content-Length", str(len(body)))]
    elif answer == "status-line":
        line = rule.get("status_line") or "HTTP/1.1 200"
        headers.append(("Content-Length", str(len(body))))
    elif answer == "echo":
        status = rule.get("status") or 400
        body = handler.path.encode("latin-1", "replace")
        line = f"HTTP/1.1 {status} Echo"
        headers = [("Content-Type", "text/plain"), ("Content-Length", str(len(body)))]
    else:
        raise ValueError(f"unknown raw answer {answer!r}, one of {', '.join(RAW_ANSWERS)}")
    for name, value in (rule.get("headers") or {}).items():
        headers = [(n, v) for n, v in headers if n.lower() != name.lower()] + [(name, str(value))]
    head = line + "\r\n" + "".join(f"{n}: {v}\r\n" for n, v in headers) + "Connection: close\r\n\r\n"
    if handler.command == "HEAD":
        body = b""
    handler.wfile.write(head.encode("latin-1") + body)
    handler.wfile.flush()
    handler.close_connection = True
    return status, len(body)
# -- END RAW ANSWERS ---------------------------------------------------------------------


# -- EXTRA ANSWERS (links) -----------------------------------------------------------------
# What a folder of files cannot answer by path alone, tried only when the roots have no file:
#   1. PokéAPI resources by name, as the live API finds them: /api/v2/type/electric/ is
#      ROOT/api/v2/type/<id>/index.json, the id found in the folder's list file
#      (ROOT/api/v2/type/index.json) or, without one, in the "name" of each
#      ROOT/api/v2/type/<id>/index.json (read once per folder).
#   2. The repository's own small answers in ServerExtras/ beside this script (TheMealDB's
#      filter.php?i= and list.php?i=list, which the corpus lacks), as if it were a last --root.
EXTRAS_ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ServerExtras")
_NAME_INDEX = {}
_NAME_LOCK = threading.Lock()


def name_index(folder):
    """{name: id} of the resources in folder, from its list file or its numbered folders."""
    with _NAME_LOCK:
        if folder in _NAME_INDEX:
            return _NAME_INDEX[folder]
    names = {}
    try:
        with open(os.path.join(folder, "index.json"), "rb") as fh:
            for item in json.loads(fh.read()).get("results") or []:
                ids = [part for part in str(item.get("url", "")).split("/") if part.isdigit()]
                if ids and isinstance(item.get("name"), str):
                    names[item["name"]] = ids[-1]
    except (OSError, ValueError, AttributeError):
        pass
    if not names and os.path.isdir(folder):
        for entry in os.listdir(folder):
            if not entry.isdigit():
                continue
            try:
                with open(os.path.join(folder, entry, "index.json"), "rb") as fh:
                    name = json.loads(fh.read()).get("name")
            except (OSError, ValueError, AttributeError):
                continue
            if isinstance(name, str):
                names[name] = entry
    with _NAME_LOCK:
        _NAME_INDEX[folder] = names
    return names


_resolve_files = Handler.resolve


def _resolve_with_extras(self):
    status, body, ctype = _resolve_files(self)
    if status != 404:
        return status, body, ctype
    raw_path, _, query = self.path.partition("?")
    segments = [s for s in unquote(raw_path).split("/") if s]
    if len(segments) >= 2 and not segments[-1].isdigit() and segments[-1] != "index.json":
        for root in self.server.roots:
            resource = os.path.join(root, *segments[:-1])
            found = name_index(resource).get(segments[-1].lower())
            if found and os.path.isfile(os.path.join(resource, found, "index.json")):
                return 200, self.load(os.path.join(resource, found, "index.json")), JSON_TYPE
    if ".." not in segments:
        base = os.path.join(EXTRAS_ROOT, *segments)
        for q in query_variants(query):
            if os.path.isfile(os.path.join(base, q + ".json")):
                return 200, self.load(os.path.join(base, q + ".json")), JSON_TYPE
    return status, body, ctype


Handler.resolve = _resolve_with_extras
# -- END EXTRA ANSWERS -------------------------------------------------------------------


# -- PICTURES ------------------------------------------------------------------------------
# Images the corpus holds, whatever the roots: /sprites/<X> from $EXPLORE_CORPUS/sprites/<X>
# (PokéAPI's sprite host, for --sprites-url http://HOST:PORT/sprites/) and
# /images/media/meals/<X> from $EXPLORE_CORPUS/mealdb/images/media/meals/<X> (TheMealDB's
# photos). TheMealDB's small variant <X>/preview is answered with <X> itself (the corpus has
# only the full photos). PNG is sent as image/png and JPEG as image/jpeg.
IMAGE_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif"}
MEDIA = (("sprites", ("sprites",)), ("images", ("mealdb", "images")))


def file_type(path):
    return IMAGE_TYPES.get(os.path.splitext(path)[1].lower(), JSON_TYPE)


_resolve_without_media = Handler.resolve


def _resolve_with_media(self):
    raw_path = self.path.partition("?")[0]
    segments = [s for s in unquote(raw_path).split("/") if s]
    if segments and segments[-1] == "preview" and len(segments) > 1:
        segments = segments[:-1]
    if segments and ".." not in segments and os.path.splitext(segments[-1])[1].lower() in IMAGE_TYPES:
        corpus = os.environ.get("EXPLORE_CORPUS") or ""
        folders = [os.path.join(root, *segments) for root in self.server.roots]
        for first, inside in MEDIA:
            if corpus and segments[0] == first:
                folders.append(os.path.join(corpus, *inside, *segments[1:]))
        for path in folders:
            if os.path.isfile(path):
                return 200, self.load(path), file_type(path)
    return _resolve_without_media(self)


Handler.resolve = _resolve_with_media
# -- END PICTURES --------------------------------------------------------------------------


# -- GEOAPIFY ROUTES AND MAPS --------------------------------------------------------------
# Computed, not held as files, whatever the roots:
#   POST /v1/routematrix  Geoapify's answer shape for the JSON body's "mode", "sources" and
#                         "targets" ({"location": [lon, lat]}): the great-circle distance
#                         times 1.25 as the route, at 5 km/h on foot, 15 by bicycle, 30 by car.
#   GET  /v1/staticmap    a PNG of the query's width x height (at most 2048 each): a pale
#                         field, a dark 3x3 dot for each lonlat: in "marker" (Web Mercator
#                         around "center" at "zoom", 256-pixel tiles), a red one for the first.
SPEEDS = {"walk": 5.0, "bicycle": 15.0, "drive": 30.0}


def great_circle(a, b):
    import math
    (lon1, lat1), (lon2, lat2) = [(math.radians(x), math.radians(y)) for x, y in (a, b)]
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371008.8 * math.asin(min(1, math.sqrt(h)))


def route_matrix(raw):
    question = json.loads(raw or b"{}")
    speed = SPEEDS.get(question.get("mode"), 5.0) * 1000 / 3600
    sources = [s["location"] for s in question.get("sources", [])]
    targets = [t["location"] for t in question.get("targets", [])]
    rows = []
    for i, source in enumerate(sources):
        row = []
        for j, target in enumerate(targets):
            metres = great_circle(source, target) * 1.25
            row.append({"distance": round(metres), "time": round(metres / speed), "source_index": i, "target_index": j})
        rows.append(row)
    return {"sources": [{"original_location": s} for s in sources], "targets": [{"original_location": t} for t in targets],
            "sources_to_targets": rows, "units": "metric", "mode": question.get("mode", "walk")}


def mercator(lon, lat):
    import math
    lat = max(min(lat, 85.0511), -85.0511)
    y = (1 - math.log(math.tan(math.radians(lat)) + 1 / math.cos(math.radians(lat))) / math.pi) / 2
    return (lon + 180) / 360, y


def png(width, height, pixels):
    import zlib
    raw = b"".join(b"\x00" + bytes(pixels[y * width * 3:(y + 1) * width * 3]) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def static_map(query):
    params = parse_qs(query)
    width = max(1, min(2048, int((params.get("width") or ["600"])[0])))
    height = max(1, min(2048, int((params.get("height") or ["400"])[0])))
    zoom = float((params.get("zoom") or ["15"])[0])
    center = (params.get("center") or ["lonlat:0,0"])[0].split(":", 1)[-1].split(",")
    cx, cy = mercator(float(center[0]), float(center[1]))
    scale = 256 * 2 ** zoom
    pixels = bytearray([236, 232, 222] * (width * height))
    markers = [m for m in (params.get("marker") or [""])[0].split("|") if m.startswith("lonlat:")]
    for index, marker in enumerate(markers):
        lon, lat = (float(v) for v in marker.split(";")[0][len("lonlat:"):].split(","))
        mx, my = mercator(lon, lat)
        px, py = round(width / 2 + (mx - cx) * scale), round(height / 2 + (my - cy) * scale)
        colour = (200, 30, 60) if index == 0 else (40, 40, 90)
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                x, y = px + dx, py + dy
                if 0 <= x < width and 0 <= y < height:
                    pixels[(y * width + x) * 3:(y * width + x) * 3 + 3] = bytes(colour)
    return png(width, height, pixels)


_resolve_without_geoapify = Handler.resolve


def _resolve_with_geoapify(self):
    path, _, query = self.path.partition("?")
    if path == "/v1/routematrix" and self.command == "POST":
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length > 0 else b""
        try:
            return 200, json.dumps(route_matrix(raw)).encode(), JSON_TYPE
        except (ValueError, KeyError, TypeError, IndexError):
            return detail(400, "Bad route matrix request.")
    if path == "/v1/staticmap" and self.command in ("GET", "HEAD"):
        try:
            return 200, static_map(query), "image/png"
        except (ValueError, IndexError):
            return detail(400, "Bad static map request.")
    return _resolve_without_geoapify(self)


Handler.resolve = _resolve_with_geoapify
# -- END GEOAPIFY ROUTES AND MAPS ----------------------------------------------------------


def write_atomically(path, text):
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w") as fh:
        fh.write(text)
    os.replace(tmp, path)


def listening_server(args):
    """A Server bound as asked, or on the socket the parent opened (--listen-fd)."""
    if args.listen_fd is None:
        return Server((args.host, args.port), Handler)
    server = Server((args.host, 0), Handler, bind_and_activate=False)
    server.socket.close()
    server.socket = socket.socket(fileno=args.listen_fd)
    server.server_address = server.socket.getsockname()
    server.server_name, server.server_port = server.server_address[:2]
    args.host = server.server_address[0]
    return server


def main(argv=None):
    stop = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    # A parent may start us with these signals blocked (dispatch worker threads block them
    # and children inherit the mask): unblock them, or SIGTERM would never arrive.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

    parser = argparse.ArgumentParser(description="Serve API fixture files on loopback.")
    parser.add_argument("--root", required=True, action="append",
                        help="directory holding the fixture files (repeat: tried in order)")
    parser.add_argument("--port", type=int, default=0, help="port to listen on (0: any free port)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--log", help="append one line per request to this file")
    parser.add_argument("--absolute-urls", action="store_true",
                        help='rewrite "/api/..." string values to http://HOST:PORT/api/...')
    parser.add_argument("--max-age", type=int, default=None, help="send Cache-Control: max-age=N with files")
    parser.add_argument("--latency-ms", type=int, default=0, help="delay every response this long")
    parser.add_argument("--ready-file", help="write the port number to this file once listening")
    parser.add_argument("--listen-fd", type=int,
                        help="serve on this already listening socket (a test opened it; --host and --port are ignored)")
    args = parser.parse_args(argv)
    for root in args.root:
        if not os.path.isdir(root):
            parser.error(f"--root is not a directory: {root}")
    try:
        log_file = open(args.log, "a", encoding="utf-8") if args.log else None
    except OSError as error:
        parser.error(f"cannot open --log file: {error}")

    if ":" in args.host:
        Server.address_family = socket.AF_INET6
    try:
        server = listening_server(args)
    except OSError as error:
        print(f"cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 1
    port = server.server_address[1]
    url_host = "127.0.0.1" if args.host in ("", "0.0.0.0") else args.host
    url_host = "[::1]" if url_host == "::" else (f"[{url_host}]" if ":" in url_host else url_host)
    server.roots = [os.path.abspath(root) for root in args.root]
    server.state = State(log_file)
    server.absolute = args.absolute_urls
    server.base_url = f"http://{url_host}:{port}"
    server.latency = max(args.latency_ms, 0) / 1000
    server.max_age = args.max_age

    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05},
                     daemon=True).start()
    if args.ready_file:
        write_atomically(args.ready_file, str(port))
    print(f"PORT {port}", flush=True)

    stop.wait()
    server.state.stopping.set()
    server.shutdown()
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
