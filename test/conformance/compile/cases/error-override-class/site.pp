# Overriding a class is refused, at top scope too: Puppet names the reference's type.
class shared { notify { 'in-shared': } }
include shared
Class['Shared'] { noop => true }
