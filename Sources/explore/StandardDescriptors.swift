import Glibc

/// Standard input, output and error closed when the app starts (`explore man >&-`) are
/// opened on `/dev/null`, read-only, before anything else is opened: otherwise the next file
/// or socket the app opens takes the number 1, and the output meant for the terminal goes
/// into it. Writing to a descriptor so held fails (EBADF), so a command still says it could
/// not write its output and exits 74.
enum StandardDescriptors {
    static func reserve() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free number is this one: the lower ones are open by now.
            let opened = open("/dev/null", O_RDONLY | O_NOCTTY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
