#!/usr/bin/env python3
"""Conformance runner: `explore pokemon` against the complete PokéAPI api-data dump.

Runs `explore pokemon show ID --json` and `show ID` (text, into a pipe) for every Pokémon of
the dump, over file://, and checks invariants that the DATA defines (no name is hard-coded):

  1 pages    exit 0 and valid JSON (and text), no part marked unavailable
  2 names    every named thing the page shows equals its resource's English `names` entry
  3 links    every distinct link on the pages (`show KIND/ID --json`) opens: exit 0, valid JSON
  4 titles   `show "TITLE" --json` gives back the page's id
  5 evoforms forms named in evolution conditions (base_form / evolved_form) carry that
             Pokémon's English form name, and no other Pokémon's
  6 dexentry the latest English flavor text is in the JSON and in the text's first 58 lines
  7 encounters  encounter rows carry their condition values' and methods' English names

Standard library only. See README.md beside this file.
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
from concurrent.futures import ThreadPoolExecutor

TEXT_LINE_LIMIT = 58  # two screens of a 100x30 detail
EXAMPLES_PRINTED = 5
EXAMPLES_KEPT = 40
FACTOR_LABELS = {"4": "×4", "2": "×2", "0.5": "×½", "0.25": "×¼", "0": "×0"}


# --------------------------------------------------------------------------- text helpers

def norm(s):
    """Display-equivalent form: NFC, typographic quotes as ASCII, whitespace collapsed."""
    if s is None:
        return None
    s = unicodedata.normalize("NFC", str(s))
    s = s.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    s = s.replace("\u00ad", "")
    return re.sub(r"\s+", " ", s).strip()


def loose(s):
    """Lowercase letters and digits only, accents dropped: for finding text, not for names."""
    s = unicodedata.normalize("NFKD", str(s or ""))
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]", "", s.lower())


def same_name(shown, expected):
    """The shown label is the English name. A data name written all in lower case ('forest',
    'physical') is matched without case: the data gives no capitalisation to keep."""
    a, b = norm(shown), norm(expected)
    if a == b:
        return True
    return b is not None and a is not None and b == b.lower() and a.lower() == b


def contains_name(text, name):
    return loose(name) != "" and loose(name) in loose(text)


def loose_words(s):
    """The words of `s` in lower case, accents and punctuation dropped."""
    return [loose(w) for w in re.split(r"[\s\-]+", str(s or "")) if loose(w)]


def slug_title(slug):
    return " ".join(w.capitalize() for w in str(slug).split("-"))


def id_from_url(url):
    return int(url.rstrip("/").rsplit("/", 1)[1])


# --------------------------------------------------------------------------- the dump

class Dump:
    def __init__(self, root):
        self.root = root
        self._lock = threading.RLock()
        self._names = {}
        self._pokemon = {}
        self._by_name = {}
        self._species = {}
        self._moves = {}
        self._form_names = None

    def path(self, rel):
        rel = rel.replace("/api/v2/", "").strip("/")
        return os.path.join(self.root, rel, "index.json")

    def exists(self, rel):
        return os.path.exists(self.path(rel))

    def raw(self, rel):
        with open(self.path(rel), encoding="utf-8") as f:
            return json.load(f)

    @staticmethod
    def en(d, key="names", field="name"):
        for n in (d or {}).get(key) or []:
            if n.get("language", {}).get("name") == "en":
                return n.get(field)
        return None

    def en_name(self, kind, ident):
        """English `names` entry of KIND/ID (id or slug); None when the resource has none."""
        key = (kind, str(ident))
        with self._lock:
            if key in self._names:
                return self._names[key]
        rid = ident if str(ident).isdigit() else self.id_by_name(kind, ident)
        name = None
        if rid is not None and self.exists(f"{kind}/{rid}"):
            name = self.en(self.raw(f"{kind}/{rid}"))
        with self._lock:
            self._names[key] = name
        return name

    def id_by_name(self, kind, slug):
        with self._lock:
            if kind not in self._by_name:
                m = {}
                base = os.path.join(self.root, kind)
                for entry in os.listdir(base):
                    if entry.isdigit():
                        try:
                            m[self.raw(f"{kind}/{entry}")["name"]] = int(entry)
                        except (OSError, ValueError, KeyError):
                            pass
                self._by_name[kind] = m
            return self._by_name[kind].get(slug)

    def pokemon_ids(self):
        base = os.path.join(self.root, "pokemon")
        return sorted(int(e) for e in os.listdir(base) if e.isdigit())

    def pokemon(self, pid):
        """What the checks need of pokemon/ID (the raw file is large; only this is kept)."""
        pid = int(pid)
        with self._lock:
            if pid in self._pokemon:
                return self._pokemon[pid]
        d = self.raw(f"pokemon/{pid}")
        info = {
            "id": pid, "name": d["name"],
            "species_id": id_from_url(d["species"]["url"]),
            "form_id": id_from_url(d["forms"][0]["url"]) if d.get("forms") else None,
            "abilities": {a["ability"]["name"]: id_from_url(a["ability"]["url"]) for a in d.get("abilities", [])},
            "types": [t["type"]["name"] for t in d.get("types", [])],
            "encounters_url": d.get("location_area_encounters"),
        }
        with self._lock:
            self._pokemon[pid] = info
        return info

    def species(self, sid):
        sid = int(sid)
        with self._lock:
            if sid in self._species:
                return self._species[sid]
        d = self.raw(f"pokemon-species/{sid}")
        # the latest English entries: those of the newest version group that has one (its
        # versions, e.g. Scarlet and Violet, may differ; either is the latest)
        entries = []
        for e in d.get("flavor_text_entries", []):
            if e["language"]["name"] == "en":
                entries.append((self.version_group(id_from_url(e["version"]["url"])), e["version"]["name"],
                                e["flavor_text"]))
        top = max((g for g, _, _ in entries), default=None)
        latest = [(v, t) for g, v, t in entries if g == top] or None
        info = {
            "id": sid, "name": d["name"], "en": self.en(d),
            "genus": self.en(d, "genera", "genus"),
            "habitat_id": id_from_url(d["habitat"]["url"]) if d.get("habitat") else None,
            "chain_id": id_from_url(d["evolution_chain"]["url"]) if d.get("evolution_chain") else None,
            "flavor": latest,
            "varieties": [id_from_url(v["pokemon"]["url"]) for v in d.get("varieties", [])],
        }
        with self._lock:
            self._species[sid] = info
        return info

    def version_group(self, vid):
        key = ("version-group-of", vid)
        with self._lock:
            if key in self._names:
                return self._names[key]
        d = self.raw(f"version/{vid}")
        g = id_from_url(d["version_group"]["url"]) if d.get("version_group") else 0
        with self._lock:
            self._names[key] = g
        return g

    def form_info(self, fid):
        d = self.raw(f"pokemon-form/{fid}")
        return {"en": self.en(d), "form_en": self.en(d, "form_names"), "name": d["name"]}

    def pokemon_title(self, pid):
        """The English name of pokemon/ID: forms[0] -> pokemon-form names['en'], else the species'."""
        p = self.pokemon(pid)
        if p["form_id"] is not None and self.exists(f"pokemon-form/{p['form_id']}"):
            f = self.form_info(p["form_id"])
            if f["en"]:
                return f["en"]
        return self.species(p["species_id"])["en"]

    def name_ok(self, shown, pid):
        """Is SHOWN an English name of pokemon/PID? Its form's name (pokemon_title); for the
        species' own Pokémon (id < 10000) its species' name too; for a form with no name,
        the species' name, or the species' and the form's `form_names` names together.
        Returns (ok, what the data says)."""
        p = self.pokemon(pid)
        exp = self.pokemon_title(pid)
        sp_en = self.species(p["species_id"])["en"]
        f = self.form_info(p["form_id"]) if p["form_id"] and self.exists(f"pokemon-form/{p['form_id']}") else {}
        if same_name(shown, exp) or (pid < 10000 and same_name(shown, sp_en)):
            return True, f"“{exp}”"
        if not f.get("en") and f.get("form_en") and sp_en:
            ok = norm(sp_en) in norm(shown) and norm(f["form_en"]) in norm(shown)
            return ok, f"“{exp}”, or with its form name “{f['form_en']}”"
        return False, f"“{exp}”" + (f" (species “{sp_en}”)" if pid < 10000 and sp_en != exp else "")

    def move(self, mid):
        mid = int(mid)
        with self._lock:
            if mid in self._moves:
                return self._moves[mid]
        d = self.raw(f"move/{mid}")
        info = {"en": self.en(d),
                "type": self.en_name("type", id_from_url(d["type"]["url"])) if d.get("type") else None,
                "class": self.en_name("move-damage-class", id_from_url(d["damage_class"]["url"]))
                if d.get("damage_class") else None}
        with self._lock:
            self._moves[mid] = info
        return info

    def all_form_names(self):
        """English name -> species ids, over every pokemon-form, pokemon and species."""
        with self._lock:
            if self._form_names is not None:
                return self._form_names
        species_of_pokemon = {}
        for e in os.listdir(os.path.join(self.root, "pokemon-species")):
            if e.isdigit():
                s = self.species(int(e))
                for v in s["varieties"]:
                    species_of_pokemon[v] = s["id"]
        names = collections.defaultdict(set)
        for sid in set(species_of_pokemon.values()):
            if self.species(sid)["en"]:
                names[norm(self.species(sid)["en"])].add(sid)
        for e in os.listdir(os.path.join(self.root, "pokemon-form")):
            if not e.isdigit():
                continue
            d = self.raw(f"pokemon-form/{e}")
            sid = species_of_pokemon.get(id_from_url(d["pokemon"]["url"]))
            n = self.en(d)
            if n and sid:
                names[norm(n)].add(sid)
        with self._lock:
            self._form_names = dict(names)
        return self._form_names


# --------------------------------------------------------------------------- results

class Invariant:
    def __init__(self, key, title):
        self.key, self.title = key, title
        self.checks = self.fails = self.skipped = 0
        self.cats = collections.OrderedDict()  # category -> [checks, fails]
        self.examples = collections.defaultdict(list)  # category -> [str]
        self.lock = threading.Lock()

    def record(self, ok, category, example=None):
        with self.lock:
            self.checks += 1
            c = self.cats.setdefault(category, [0, 0])
            c[0] += 1
            if not ok:
                self.fails += 1
                c[1] += 1
                if example and len(self.examples[category]) < EXAMPLES_KEPT:
                    self.examples[category].append(example)

    def skip(self, category, example=None):
        with self.lock:
            self.skipped += 1
            key = "skipped: " + category
            self.cats.setdefault(key, [0, 0])[0] += 1
            if example and len(self.examples[key]) < EXAMPLES_KEPT:
                self.examples[key].append(example)

    def first_examples(self, n):
        out, cats = [], [c for c, v in self.cats.items() if v[1] and not c.startswith("skipped")]
        i = 0
        while len(out) < n and any(i < len(self.examples[c]) for c in cats):
            for c in cats:
                if i < len(self.examples[c]) and len(out) < n:
                    out.append(f"[{c}] {self.examples[c][i]}")
            i += 1
        return out

    def to_json(self):
        return {"title": self.title, "checks": self.checks, "passes": self.checks - self.fails,
                "failures": self.fails, "skipped": self.skipped,
                "categories": {c: {"checks": v[0], "failures": v[1]} for c, v in self.cats.items()},
                "examples": {c: v for c, v in self.examples.items() if v}}


# --------------------------------------------------------------------------- running explore

class Explore:
    def __init__(self, binary, base_url, timeout, tmp):
        self.binary, self.base_url, self.timeout, self.tmp = binary, base_url, timeout, tmp
        self.local = threading.local()
        self.count = 0
        self.lock = threading.Lock()

    def _env(self):
        if not hasattr(self.local, "env"):
            d = tempfile.mkdtemp(prefix="worker-", dir=self.tmp)
            env = dict(os.environ)
            for k in ("XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"):
                p = os.path.join(d, k.lower())
                os.makedirs(p, exist_ok=True)
                env[k] = p
            env["LC_ALL"] = env["LANG"] = "C.UTF-8"
            env.pop("COLUMNS", None)
            self.local.env, self.local.cache = env, os.path.join(d, "cache")
        return self.local.env, self.local.cache

    def run(self, target, as_json):
        env, cache = self._env()
        cmd = [self.binary, "pokemon", "show", target]
        if as_json:
            cmd.append("--json")
        cmd += ["--pokeapi-url", self.base_url, "--cache-dir", cache]
        with self.lock:
            self.count += 1
        t0 = time.monotonic()
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, env=env,
                               timeout=self.timeout)
            rc, out, err = p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            rc, out, err = "timeout", "", f"no answer within {self.timeout}s"
        res = {"rc": rc, "out": out, "err": err.strip(), "secs": time.monotonic() - t0, "json": None}
        if as_json and rc == 0:
            try:
                res["json"] = json.loads(out)
            except ValueError as e:
                res["json_error"] = str(e)
        return res


def short(s, n=160):
    s = norm(s) or ""
    return s if len(s) <= n else s[: n - 1] + "…"


def walk_links(obj, path=()):
    """Yield (link, context) for every {kind, id, label} link in a page's JSON."""
    if isinstance(obj, dict):
        if isinstance(obj.get("kind"), str) and "id" in obj and "label" in obj and "schema" not in obj:
            yield obj, path
        for k, v in obj.items():
            yield from walk_links(v, path + (k,))
    elif isinstance(obj, list):
        for v in obj:
            yield from walk_links(v, path)


def sections(page):
    return page.get("sections") or []


def section(page, heading_prefix):
    for s in sections(page):
        if (s.get("heading") or "").startswith(heading_prefix):
            return s
    return None


def text_section(text, heading):
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.strip() == heading:
            out = []
            for l2 in lines[i + 1:]:
                if not l2.strip():
                    break
                out.append(l2)
            return "\n".join(out)
    return None


# --------------------------------------------------------------------------- the checks

class Checker:
    def __init__(self, dump, inv):
        self.d, self.inv = dump, inv

    # ---- 2: names
    def names(self, pid, page, text):
        inv, d = self.inv["names"], self.d
        p = d.pokemon(pid)
        sp = d.species(p["species_id"])
        tag = f"#{pid} {page.get('title')!s}"

        if d.pokemon_title(pid):
            ok, exp = d.name_ok(page.get("title"), pid)
            inv.record(ok, "title", f"{tag}: title “{page.get('title')}”, data {exp} "
                                    f"(pokemon/{pid} → pokemon-form/{p['form_id']})")
        if sp["genus"]:
            sub = page.get("subtitle") or ""
            parts = [x.strip() for x in sub.split(" · ")]
            inv.record(any(same_name(x, sp["genus"]) for x in parts), "genus",
                       f"{tag}: subtitle “{sub}”, data genus “{sp['genus']}”")

        for ab in page.get("abilities") or []:
            aid = p["abilities"].get(ab.get("name"))
            exp = d.en_name("ability", aid if aid else ab.get("name"))
            if exp:
                inv.record(same_name(ab.get("title"), exp), "ability (abilities[].title)",
                           f"{tag}: ability {ab.get('name')} titled “{ab.get('title')}”, data “{exp}”")

        # every link's label, and the row that shows it
        for s in sections(page) + [{"heading": "badges", "badges": page.get("badges") or []}]:
            heading = s.get("heading") or ""
            rows = []
            for f in s.get("fields") or []:
                if f.get("link"):
                    rows.append((f["link"], f"{f.get('label') or ''} {f.get('value') or ''}", "field"))
            for b in s.get("badges") or []:
                if b.get("link"):
                    rows.append((b["link"], b.get("text") or "", "badge"))
            for l in s.get("links") or []:
                rows.append((l, None, "links"))
            if "tree" in s and s["tree"]:
                stack = [s["tree"]]
                while stack:
                    n = stack.pop()
                    if n.get("link"):
                        rows.append((n["link"], n.get("label") or "", "tree"))
                    stack.extend(n.get("children") or [])
            for link, shown_row, where in rows:
                self._link_label(tag, heading, link, shown_row, where)

        # habitat, form, past types, type defences, regional Pokédex (data keys with no link)
        first = sections(page)[0] if sections(page) else {}
        fields = {f.get("label"): f for f in first.get("fields") or [] if f.get("label")}
        if sp["habitat_id"] and "Habitat" in fields:
            exp = d.en_name("pokemon-habitat", sp["habitat_id"])
            if exp:
                shown = fields["Habitat"].get("value")
                inv.record(same_name(shown, exp), "habitat",
                           f"{tag}: habitat shown “{shown}”, data pokemon-habitat/{sp['habitat_id']} “{exp}”")
        if "Form" in fields and p["form_id"] and d.exists(f"pokemon-form/{p['form_id']}"):
            fexp = d.form_info(p["form_id"])["form_en"]
            if fexp:
                shown = fields["Form"].get("value") or ""
                inv.record(norm(shown).startswith(norm(fexp)), "form name",
                           f"{tag}: Form “{shown}”, data pokemon-form/{p['form_id']} form_names “{fexp}”")

        training = page.get("training") or {}
        tr_section = section(page, "Training and breeding") or {}
        tr_fields = {}
        last = None
        for f in tr_section.get("fields") or []:
            last = f.get("label") or last
            tr_fields.setdefault(last, []).append(f.get("value") or "")
        for pt in (training.get("past_types") or []) if "Past types" in tr_fields else []:
            gen_en = d.en_name("generation", pt.get("generation"))
            type_en = [d.en_name("type", t) for t in pt.get("types") or []]
            shown = " | ".join(tr_fields.get("Past types", []))
            want = [x for x in type_en + [gen_en] if x]
            if want:
                inv.record(all(norm(w) in norm(shown) or (w == w.lower() and w in shown.lower())
                               for w in want),
                           "past types", f"{tag}: past types “{shown}”, data {want}")
        dex = training.get("pokedex_numbers") or {}
        shown = " ".join(tr_fields.get("Regional Pokédex", []))
        shown_names = {norm(m.group(1)): m.group(2) for m in re.finditer(r"([^,#]+?) #(\d+)", shown)}
        for slug, num in dex.items() if "Regional Pokédex" in tr_fields else []:
            if slug == "national":
                continue
            exp = d.en_name("pokedex", slug)
            if exp:
                inv.record(norm(exp) in shown_names, "regional pokédex",
                           f"{tag}: pokedex {slug} #{num}: “{exp}” not among {sorted(shown_names)[:6]}…")

        tdef = page.get("type_defences") or {}
        td_section = section(page, "Type defences") or {}
        td_fields = {f.get("label"): f.get("value") or "" for f in td_section.get("fields") or []}
        for factor, types in tdef.items():
            label = FACTOR_LABELS.get(factor)
            if not label:
                continue
            exp = [d.en_name("type", t) for t in types]
            if not all(exp):
                continue
            shown_set = {norm(x) for x in (td_fields.get(label) or "").split(",") if x.strip()}
            inv.record(shown_set == {norm(x) for x in exp}, "type (type defences)",
                       f"{tag}: {label} shows “{td_fields.get(label)}”, data {exp}")

    def _link_label(self, tag, heading, link, shown_row, where):
        inv, d = self.inv["names"], self.d
        kind, ident, label = link.get("kind"), str(link.get("id")), link.get("label") or ""
        if kind == "pokemon":
            if not ident.isdigit() or not d.exists(f"pokemon/{ident}"):
                return
            name_part = re.sub(r" · #\d+.*$", "", label)
            ok, exp = d.name_ok(name_part, int(ident))
            if where == "tree":
                if shown_row is not None and ok:
                    ok = d.name_ok(shown_row, int(ident))[0]
                cat = "evolution member"
            else:
                cat = "form (Forms list)" if heading.startswith("Forms") else "pokemon link"
            inv.record(ok, cat, f"{tag}: {heading or where} link pokemon/{ident} “{label}”, data {exp}")
            return
        if kind == "move":
            if not ident.isdigit() or not d.exists(f"move/{ident}"):
                return
            m = d.move(ident)
            segs = [x.strip() for x in label.split(" · ")]
            if m["en"]:
                ok = same_name(segs[0], m["en"]) or norm(segs[0]).endswith(" " + norm(m["en"]))
                inv.record(ok, "move", f"{tag}: move/{ident} “{label}”, data “{m['en']}”")
            if len(segs) >= 3 and m["type"]:
                inv.record(same_name(segs[1], m["type"]), "move type",
                           f"{tag}: move/{ident} “{label}”, data type “{m['type']}”")
            if len(segs) >= 3 and m["class"]:
                inv.record(same_name(segs[2], m["class"]), "move damage class",
                           f"{tag}: move/{ident} “{label}”, data class “{m['class']}”")
            return
        if not d.exists(f"{kind}/{ident}"):
            return
        exp = d.en_name(kind, ident)
        if not exp:
            return
        cat = kind
        if kind == "item":
            cat = "evolution item" if heading.startswith("Evolution") else (
                "held item" if "Held items" in (shown_row or "") or heading.startswith("Training") else "item")
        ok = same_name(label, exp)
        if ok and shown_row is not None:
            ok = norm(exp) in norm(shown_row) or (exp == exp.lower() and exp in shown_row.lower())
        inv.record(ok, cat, f"{tag}: {kind}/{ident} label “{label}” row “{short(shown_row or '')}”, data “{exp}”")

    # ---- 5: evolution forms
    def evoforms(self, pid, page, text):
        inv, d = self.inv["evoforms"], self.d
        p = d.pokemon(pid)
        sp = d.species(p["species_id"])
        if not sp["chain_id"] or not d.exists(f"evolution-chain/{sp['chain_id']}"):
            return
        chain = d.raw(f"evolution-chain/{sp['chain_id']}")["chain"]
        refs, allowed = [], set()
        stack = [(chain, None)]
        while stack:
            node, parent = stack.pop()
            sid = id_from_url(node["species"]["url"])
            allowed.add(sid)
            for ed in node.get("evolution_details") or []:
                for k in ("trade_species", "party_species"):
                    if ed.get(k):
                        allowed.add(id_from_url(ed[k]["url"]))
                for role in ("base_form", "evolved_form"):
                    if ed.get(role) and "/pokemon/" in ed[role]["url"]:
                        refs.append((sid, parent, role, id_from_url(ed[role]["url"])))
            for ch in node.get("evolves_to") or []:
                stack.append((ch, sid))
        refs = sorted(set(refs), key=lambda r: (r[0], r[2], r[3]))
        if not refs:
            return
        tag = f"#{pid} {page.get('title')}"
        # the page's tree, by species
        tree = page.get("evolution")
        by_species = {}
        if tree:
            stack = [(tree, None)]
            while stack:
                n, parent = stack.pop()
                link = n.get("link")
                if link and str(link.get("id", "")).isdigit() and d.exists(f"pokemon/{link['id']}"):
                    s = d.pokemon(int(link["id"]))["species_id"]
                elif n.get("current"):
                    s = p["species_id"]
                else:
                    s = None
                if s is not None:
                    by_species[s] = (n, parent)
                for ch in n.get("children") or []:
                    stack.append((ch, n))
        evo_text = text_section(text or "", "Evolution") or ""
        names = d.all_form_names()
        nodes_with_refs = collections.OrderedDict()
        for sid, parent_sid, role, ref in refs:
            exp = d.pokemon_title(ref)
            stage = d.species(sid)["en"]
            if not exp:
                inv.skip(role, f"{tag}: pokemon/{ref} has no English name")
                continue
            if not tree:
                inv.record(False, role, f"{tag}: no evolution tree; data {role} pokemon/{ref} “{exp}” (→ {stage})")
                continue
            node, parent = by_species.get(sid, (None, None))
            if node is None:
                inv.record(False, role, f"{tag}: stage {stage} missing from the tree; data {role} “{exp}”")
                continue
            nodes_with_refs.setdefault(sid, (node, stage))
            cond = node.get("condition") or ""
            where = cond + " " + (node.get("label") or "") if role == "evolved_form" else \
                cond + " " + ((parent or {}).get("label") or "")
            accept = [exp]
            if ref < 10000:  # the species' own Pokémon may go by the species' name
                accept.append(d.species(d.pokemon(ref)["species_id"])["en"] or exp)
            json_ok = any(norm(x) in norm(where) for x in accept)
            text_ok = any(norm(x) in norm(evo_text) for x in accept)
            what = [x for x, bad in (("not in the JSON tree", not json_ok), ("not in the text", not text_ok)) if bad]
            inv.record(json_ok and text_ok, role,
                       f"{tag}: {stage} condition “{short(cond, 120)}”; data {role} pokemon/{ref} "
                       f"is “{exp}” ({'; '.join(what)})")
        # the conditions of a stage with forms name no Pokémon outside the chain (trade and
        # party partners of its evolution details are in `allowed`)
        for sid, (node, stage) in nodes_with_refs.items():
            cond = norm(node.get("condition") or "")
            found = [nm for nm, sids in names.items()
                     if len(nm) >= 4 and not (sids & allowed) and re.search(r"(?<!\w)" + re.escape(nm) + r"(?!\w)", cond)]
            found = [x for x in found if not any(x != y and x in y for y in found)]
            inv.record(not found, "no other Pokémon named",
                       f"{tag}: {stage} condition “{short(cond, 120)}” names "
                       + ", ".join(f"“{x}”" for x in sorted(found)) + " (not in this chain)")

    # ---- 6: Pokédex entry
    def dexentry(self, pid, page, text):
        inv, d = self.inv["dexentry"], self.d
        p = d.pokemon(pid)
        sp = d.species(p["species_id"])
        tag = f"#{pid} {page.get('title')}" + (" (form)" if pid > 10000 else "")
        if not sp["flavor"]:
            inv.skip("species has no English flavor text")
            return
        paras = [s.get("paragraph") or "" for s in sections(page) if "paragraph" in s]
        lines = (text or "").splitlines()
        best = None  # the latest entry placed best: in the JSON, in the text, highest up
        for vname, flavor in sp["flavor"]:
            want = loose(flavor)
            in_json = any(want in loose(x) for x in paras)
            line_no = next((i for i, line in enumerate(lines, 1) if want[:60] and want[:60] in loose(line)), None)
            rank = (in_json, line_no is not None, -(line_no or 0))
            if best is None or rank > best[0]:
                best = (rank, vname, flavor, in_json, line_no)
        _, vname, flavor, in_json, line_no = best
        base = "forms" if pid > 10000 else "species"
        if not in_json:
            reason = "missing in JSON"
        elif line_no is None:
            reason = "missing in text"
        elif line_no > TEXT_LINE_LIMIT:
            reason = f"text line {line_no} > {TEXT_LINE_LIMIT}"
        else:
            reason = None
        cat = base if reason is None else base + (": too low" if reason.startswith("text line") else ": " + reason)
        inv.record(reason is None, cat, f"{tag}: {reason}; data ({vname}) “{short(flavor, 70)}”")

    # ---- 2 (versions, areas) and 7: encounters
    def encounters(self, pid, page):
        inv2, inv7, d = self.inv["names"], self.inv["encounters"], self.d
        p = d.pokemon(pid)
        if not p["encounters_url"]:
            return
        rel = p["encounters_url"]
        if not d.exists(rel):
            return
        data = d.raw(rel)
        if not data:
            return
        tag = f"#{pid} {page.get('title')}"
        sec = section(page, "Where to find it") or {}
        rows, version = [], None
        for f in sec.get("fields") or []:
            if f.get("label"):
                version = f["label"]
            v = f.get("value") or ""
            if " — " in v or not rows or f.get("label"):
                rows.append({"version": version, "area": v.split(" — ", 1)[0], "text": v})
            else:
                rows[-1]["text"] += "\n" + v
        # (version label, area id) -> {conditions, methods}
        want = collections.OrderedDict()
        vlabels = {}
        # Two versions the data names alike (the Japanese Blue and the Blue released abroad)
        # must be told apart: the one whose slug adds words carries them, "Blue (Japan)".
        named = collections.defaultdict(set)
        for e in data:
            for vd in e.get("version_details") or []:
                vid = id_from_url(vd["version"]["url"])
                named[d.en_name("version", vid)].add(vd["version"]["name"])

        def version_label(ven, vslug):
            if not ven or len(named[ven]) < 2:
                return ven
            words = set(loose_words(ven))
            extra = [w for w in vslug.split("-") if w not in words]
            return f"{ven} ({' '.join(w.capitalize() for w in extra)})" if extra else ven

        for e in data:
            aid = id_from_url(e["location_area"]["url"])
            for vd in e.get("version_details") or []:
                vid = id_from_url(vd["version"]["url"])
                ven = version_label(d.en_name("version", vid), vd["version"]["name"])
                vlabel = ven or slug_title(vd["version"]["name"])
                vlabels[vlabel] = (vid, vd["version"]["name"], ven)
                w = want.setdefault((vlabel, aid), {"conds": {}, "methods": {}, "slug": e["location_area"]["name"]})
                for ed in vd.get("encounter_details") or []:
                    for c in ed.get("condition_values") or []:
                        w["conds"][id_from_url(c["url"])] = c["name"]
                    w["methods"][id_from_url(ed["method"]["url"])] = ed["method"]["name"]
        by_version = collections.defaultdict(list)
        for r in rows:
            by_version[norm(r["version"])].append(r)
        for vlabel, (vid, vslug, ven) in vlabels.items():
            got = by_version.get(norm(vlabel))
            if ven:
                shown = None
                if not got:
                    for k in by_version:
                        if loose(k) == loose(slug_title(vslug)):
                            shown = k
                inv2.record(bool(got), "version (encounters)",
                            f"{tag}: version/{vid} “{ven}” has no rows" + (f"; shown as “{shown}”" if shown else ""))
        for (vlabel, aid), w in want.items():
            vrows = by_version.get(norm(vlabel)) or []
            if not vrows:
                vslug = vlabels[vlabel][1]
                for k, rs in by_version.items():
                    if loose(k) == loose(slug_title(vslug)):
                        vrows = rs
            area = d.raw(f"location-area/{aid}") if d.exists(f"location-area/{aid}") else {}
            a_en = d.en(area)
            loc_en = d.en_name("location", id_from_url(area["location"]["url"])) if area.get("location") else None
            exact = [r for r in vrows if a_en and norm(r["area"]) == norm(a_en)]
            found = exact or [r for r in vrows if loose(r["area"]) in (loose(a_en or ""), loose(slug_title(w["slug"])))]
            if a_en:
                shown = found[0]["area"] if found else None
                inv2.record(bool(exact), "encounter area",
                            f"{tag}: {vlabel}: location-area/{aid} “{a_en}” " +
                            (f"shown as “{shown}”" if shown else "has no row"))
            elif loc_en:
                cand = found or [r for r in vrows if contains_name(r["area"], loc_en)]
                shown = cand[0]["area"] if cand else None
                inv2.record(bool(shown) and norm(loc_en) in norm(shown), "encounter location (area has no name)",
                            f"{tag}: {vlabel}: location-area/{aid} ({w['slug']}) has no English name; its "
                            f"location is “{loc_en}”; " + (f"shown as “{shown}”" if shown else "no row"))
                found = cand
            rowtext = "\n".join(r["text"] for r in found)
            place = a_en or loc_en or w["slug"]
            for cid, cslug in w["conds"].items():
                cen = d.en_name("encounter-condition-value", cid)
                if not cen:
                    inv7.skip("condition without English name")
                    continue
                ok = bool(found) and contains_name(rowtext, cen)
                inv7.record(ok, "condition value",
                            f"{tag}: {vlabel} · {place}: row “{short(rowtext, 110) if found else '(none)'}”; "
                            f"data encounter-condition-value/{cid} “{cen}”")
            for mid, mslug in w["methods"].items():
                men = d.en_name("encounter-method", mid)
                if not men:
                    inv7.skip("method without English name")
                    continue
                ok = bool(found) and contains_name(rowtext, men)
                inv7.record(ok, "method",
                            f"{tag}: {vlabel} · {place}: row “{short(rowtext, 110) if found else '(none)'}”; "
                            f"data encounter-method/{mid} “{men}”")


# --------------------------------------------------------------------------- main

def resolve_data(path):
    if not path:
        return None
    for cand in (path, os.path.join(path, "data", "api", "v2"), os.path.join(path, "api", "v2")):
        if os.path.isdir(os.path.join(cand, "pokemon")) and os.path.isdir(os.path.join(cand, "pokemon-species")):
            return os.path.abspath(cand)
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--explore", default=os.environ.get("EXPLORE_BIN"), help="the explore binary ($EXPLORE_BIN)")
    ap.add_argument("--data", default=os.environ.get("EXPLORE_APIDATA"),
                    help="the api-data dump: …/data/api/v2 or the checkout holding it ($EXPLORE_APIDATA)")
    ap.add_argument("--jobs", type=int, default=2, help="processes at a time (default 2)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N Pokémon (by id)")
    ap.add_argument("--only", default="", help="only these ids, comma-separated (e.g. 25,52,10100)")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per command (default 60)")
    ap.add_argument("--title-species", type=int, default=0,
                    help="invariant 4: check this many species' titles, spread evenly (default 0: all); "
                         "every form's title is always checked")
    ap.add_argument("--summary", help="write a machine-readable summary (JSON) to this file")
    ap.add_argument("--examples", type=int, default=EXAMPLES_PRINTED, help="examples printed per invariant")
    ap.add_argument("--keep-temp", action="store_true", help="keep the temporary cache and XDG directories")
    a = ap.parse_args(argv)

    root = resolve_data(a.data)
    if root is None:
        print("skipped: EXPLORE_APIDATA names no api-data checkout"
              + (f" ({a.data!r} holds no pokemon/ and pokemon-species/)" if a.data else " (not set; or use --data)"))
        return 0
    if not a.explore or not (os.path.isfile(a.explore) and os.access(a.explore, os.X_OK)):
        print(f"error: no explore binary: {a.explore!r} (--explore PATH or $EXPLORE_BIN)", file=sys.stderr)
        return 2
    if a.jobs < 1:
        print("error: --jobs must be at least 1", file=sys.stderr)
        return 2

    t_start = time.monotonic()
    dump = Dump(root)
    ids = dump.pokemon_ids()
    if a.only:
        only = {int(x) for x in re.split(r"[,\s]+", a.only.strip()) if x}
        missing = only - set(ids)
        if missing:
            print(f"warning: not in the dump: {sorted(missing)}", file=sys.stderr)
        ids = [i for i in ids if i in only]
    if a.limit > 0:
        ids = ids[: a.limit]

    inv = collections.OrderedDict([
        ("pages", Invariant("pages", "1 exit 0, valid JSON")),
        ("names", Invariant("names", "2 English names, not slugs")),
        ("links", Invariant("links", "3 every link opens")),
        ("titles", Invariant("titles", "4 titles resolve to the same id")),
        ("evoforms", Invariant("evoforms", "5 evolution forms named right")),
        ("dexentry", Invariant("dexentry", "6 Pokédex entry, in the first 58 lines")),
        ("encounters", Invariant("encounters", "7 encounter conditions and methods")),
    ])
    tmp = tempfile.mkdtemp(prefix="explore-conformance-")
    ex = Explore(os.path.abspath(a.explore), "file://" + root, a.timeout, tmp)
    checker = Checker(dump, inv)
    pages, crashes = {}, []
    progress_lock = threading.Lock()
    done = [0]

    def progress(label, total):
        with progress_lock:
            done[0] += 1
            if done[0] % 100 == 0 or done[0] == total:
                print(f"  {label}: {done[0]}/{total}  ({time.monotonic() - t_start:.0f}s)", file=sys.stderr, flush=True)

    def do_page(pid):
        try:
            rj = ex.run(str(pid), True)
            rt = ex.run(str(pid), False)
            page = rj["json"]
            ok_json = rj["rc"] == 0 and isinstance(page, dict) and page.get("kind") == "pokemon" and page.get("id") == pid
            why = (f"exit {rj['rc']}: {short(rj['err'], 120)}" if rj["rc"] != 0 else
                   f"invalid JSON: {rj.get('json_error')}" if page is None else
                   f"kind {page.get('kind')!r} id {page.get('id')!r}")
            inv["pages"].record(ok_json, "show ID --json", f"#{pid}: {why}")
            ok_text = rt["rc"] == 0 and rt["out"].strip() != ""
            inv["pages"].record(ok_text, "show ID (text)",
                                f"#{pid}: exit {rt['rc']}: {short(rt['err'], 120) or 'empty output'}")
            if not ok_json:
                pages[pid] = None
                return
            for s in sections(page):
                if "unavailable" in s:
                    u = s["unavailable"] or {}
                    inv["pages"].record(False, "part unavailable",
                                        f"#{pid}: {u.get('part')}: {short(u.get('message'), 100)}")
            text = rt["out"] if ok_text else ""
            pages[pid] = {"title": page.get("title"), "links": [(l.get("kind"), str(l.get("id")))
                                                               for l, _ in walk_links(page)]}
            checker.names(pid, page, text)
            checker.encounters(pid, page)
            checker.evoforms(pid, page, text)
            checker.dexentry(pid, page, text)
        except Exception as e:  # a runner bug must show, not pass silently
            crashes.append(f"#{pid}: {type(e).__name__}: {e}")
            import traceback
            traceback.print_exc()
        finally:
            progress("pages", len(ids))

    print(f"explore conformance: {len(ids)} Pokémon from {root}, {a.jobs} at a time", file=sys.stderr)
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        list(pool.map(do_page, ids))

    # ---- 3: links
    links = collections.OrderedDict()
    for pid in ids:
        for kind, ident in (pages.get(pid) or {}).get("links", []):
            links.setdefault((kind, ident), pid)
    done[0] = 0
    link_results = {}

    def do_link(item):
        (kind, ident), src = item
        try:
            if kind == "pokemon" and ident.isdigit() and int(ident) in pages:
                ok = pages[int(ident)] is not None
                link_results[(kind, ident)] = ok
                inv["links"].record(ok, kind, f"pokemon/{ident} (linked from #{src}): its page failed")
                return
            target = ident if kind == "pokemon" else f"{kind}/{ident}"
            r = ex.run(target, True)
            j = r["json"]
            ok = r["rc"] == 0 and isinstance(j, dict)
            why = f"exit {r['rc']}: {short(r['err'], 100)}" if r["rc"] != 0 else (
                f"invalid JSON: {r.get('json_error')}" if j is None else "")
            if ok and str(j.get("id")) != ident and j.get("name") != ident:
                ok, why = False, f"opened {j.get('kind')}/{j.get('id')}"
            label = dump.en_name(kind, ident) if kind != "pokemon" and dump.exists(f"{kind}/{ident}") else None
            link_results[(kind, ident)] = ok
            inv["links"].record(ok, kind, f"show {target} --json (linked from #{src}"
                                          f"{', ' + label if label else ''}): {why}")
        except Exception as e:
            crashes.append(f"link {kind}/{ident}: {type(e).__name__}: {e}")
        finally:
            progress("links", len(links))

    print(f"links: {len(links)} distinct", file=sys.stderr)
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        list(pool.map(do_link, links.items()))

    # ---- 4: titles
    expected_titles = collections.defaultdict(list)
    for pid in dump.pokemon_ids():
        try:
            t = dump.pokemon_title(pid)
        except (OSError, ValueError, KeyError):
            t = None
        if t:
            expected_titles[norm(t)].append(pid)
    species_ids = [pid for pid in ids if pid < 10000 and pages.get(pid)]
    if a.title_species and a.title_species < len(species_ids):
        step = len(species_ids) / a.title_species
        species_ids = [species_ids[int(i * step)] for i in range(a.title_species)]
    title_ids = species_ids + [pid for pid in ids if pid >= 10000 and pages.get(pid)]
    done[0] = 0

    def do_title(pid):
        try:
            title = pages[pid]["title"]
            if not title:
                inv["titles"].record(False, "no title", f"#{pid}: the page has no title")
                return
            cat = "forms" if pid >= 10000 else "species"
            sharing = [x for x in expected_titles.get(norm(title), []) if x != pid]
            if sharing:
                inv["titles"].skip("title shared in the data",
                                   f"#{pid} “{title}” is also the English name of {sharing}")
                return
            r = ex.run(title, True)
            j = r["json"]
            got = j.get("id") if isinstance(j, dict) else None
            ok = r["rc"] == 0 and got == pid
            why = f"exit {r['rc']}: {short(r['err'], 100)}" if r["rc"] != 0 else f"gives #{got} {j.get('name') if j else ''}"
            inv["titles"].record(ok, cat, f"#{pid} show “{title}” --json: {why}")
        except Exception as e:
            crashes.append(f"title #{pid}: {type(e).__name__}: {e}")
        finally:
            progress("titles", len(title_ids))

    print(f"titles: {len(title_ids)}", file=sys.stderr)
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        list(pool.map(do_title, title_ids))

    wall = time.monotonic() - t_start
    if not a.keep_temp:
        shutil.rmtree(tmp, ignore_errors=True)

    # ---- report
    print()
    print(f"explore conformance — {len(ids)} Pokémon, {len(links)} distinct links, "
          f"{ex.count} commands, wall time {wall:.0f}s ({wall / 60:.1f} min)")
    print(f"binary {a.explore}\ndata   {root}")
    print()
    w = max(len(i.title) for i in inv.values())
    print(f"{'invariant':<{w}}  {'checks':>7}  {'pass':>7}  {'fail':>7}  {'skipped':>7}")
    print("-" * (w + 36))
    for i in inv.values():
        print(f"{i.title:<{w}}  {i.checks:>7}  {i.checks - i.fails:>7}  {i.fails:>7}  {i.skipped:>7}"
              + ("   FAIL" if i.fails else ""))
    for i in inv.values():
        if not i.cats:
            continue
        print()
        print(f"== {i.title}: {i.fails} of {i.checks} failed")
        for c, (n, f) in i.cats.items():
            if c.startswith("skipped"):
                print(f"   {c}: {n}")
            else:
                print(f"   {c}: {f} of {n} failed" if f else f"   {c}: {n} passed")
        for e in i.first_examples(a.examples):
            print("   e.g. " + e)
    if crashes:
        print()
        print(f"== RUNNER ERRORS ({len(crashes)}): the runner itself failed on these; its figures are incomplete")
        for c in crashes[:10]:
            print("   " + c)
    failed = [i.title for i in inv.values() if i.fails]
    print()
    print("FAILED: " + "; ".join(failed) if failed else "all invariants hold")

    if a.summary:
        out = {"binary": a.explore, "data": root, "pokemon": len(ids), "distinct_links": len(links),
               "commands": ex.count, "wall_seconds": round(wall, 1), "runner_errors": crashes,
               "failed": bool(failed or crashes),
               "invariants": {k: v.to_json() for k, v in inv.items()},
               "failing_links": sorted(f"{k}/{i}" for (k, i), ok in link_results.items() if not ok)}
        with open(a.summary, "w", encoding="utf-8") as f:
            json.dump(out, f, ensure_ascii=False, indent=1)
        print(f"summary: {a.summary}")
    return 1 if (failed or crashes) else 0


if __name__ == "__main__":
    sys.exit(main())
