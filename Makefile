# explore: build, install and package (GNU conventions).
#   make                      the release binary, Swift runtime linked in (static stdlib)
#   make install              into $(DESTDIR)$(PREFIX): binary (stripped), man page, completions
#   make uninstall            removes exactly the files install put there
#   make deb                  explore_VERSION_ARCH.deb, with dpkg-deb
# PREFIX defaults to /usr/local; PREFIX=~/.local installs for one user.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
MAN1DIR ?= $(MANDIR)/man1
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
ZSHCOMPDIR ?= $(DATADIR)/zsh/site-functions
FISHCOMPDIR ?= $(DATADIR)/fish/vendor_completions.d

SWIFT ?= swift
INSTALL ?= install
STRIP ?= strip
# Where SwiftPM builds; another folder keeps this build apart from a running `swift test`.
SCRATCH ?= .build
BIN := $(SCRATCH)/release/explore
GEN := $(SCRATCH)/generated
VERSION := $(shell sed -n 's/^ *static let version = "\(.*\)"/\1/p' Sources/explore/Explore.swift)

INSTALLED := $(BINDIR)/explore $(MAN1DIR)/explore.1 $(BASHCOMPDIR)/explore $(ZSHCOMPDIR)/_explore $(FISHCOMPDIR)/explore.fish

.PHONY: all build generated install uninstall deb clean

all: build generated

build:
	$(SWIFT) build -c release --static-swift-stdlib --product explore --scratch-path $(SCRATCH)

# The man page and the completion scripts, printed by the binary from its one command table.
# Each is written beside its place and moved there only when the binary succeeded (it exits
# 74 when a write fails, a full disk say), so a cut file is never installed and make fails.
generated: build
	mkdir -p $(GEN)
	$(BIN) man > $(GEN)/explore.1.part && mv -f $(GEN)/explore.1.part $(GEN)/explore.1
	$(BIN) completions bash > $(GEN)/explore.bash.part && mv -f $(GEN)/explore.bash.part $(GEN)/explore.bash
	$(BIN) completions zsh > $(GEN)/_explore.part && mv -f $(GEN)/_explore.part $(GEN)/_explore
	$(BIN) completions fish > $(GEN)/explore.fish.part && mv -f $(GEN)/explore.fish.part $(GEN)/explore.fish

install: all
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MAN1DIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	$(INSTALL) -m 755 -s --strip-program=$(STRIP) $(BIN) $(DESTDIR)$(BINDIR)/explore
	$(INSTALL) -m 644 $(GEN)/explore.1 $(DESTDIR)$(MAN1DIR)/explore.1
	$(INSTALL) -m 644 $(GEN)/explore.bash $(DESTDIR)$(BASHCOMPDIR)/explore
	$(INSTALL) -m 644 $(GEN)/_explore $(DESTDIR)$(ZSHCOMPDIR)/_explore
	$(INSTALL) -m 644 $(GEN)/explore.fish $(DESTDIR)$(FISHCOMPDIR)/explore.fish

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))

deb: all
	sh packaging/make-deb.sh "$(VERSION)" "$(SCRATCH)" "$(MAKE)"

clean:
	rm -rf $(GEN) $(SCRATCH)/deb $(SCRATCH)/explore_*.deb
