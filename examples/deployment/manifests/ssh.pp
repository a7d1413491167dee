# Task `ssh`: the SSH daemon.
include base::ssh
