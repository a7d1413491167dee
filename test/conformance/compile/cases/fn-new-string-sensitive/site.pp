# String.new of a Sensitive with a format: Puppet formats it as any object (its to_s for %s, its
# inspect for %p, padded and cut as a string), inside arrays and hashes too; nothing of the value shows.
$s = Sensitive('secret')
notify { 'plain': message => String($s) }
notify { 'p': message => String($s, '%p') }
notify { 's': message => String($s, '%s') }
notify { 'width': message => "${String($s, '%-30s')}|" }
notify { 'precision': message => String($s, '%.9s') }
notify { 'alt': message => String($s, '%#p') }
notify { 'array': message => String([$s, 1], '%p') }
notify { 'hash': message => String({ 'k' => $s }, '%s') }
notify { 'map': message => String($s, { Sensitive => '%p' }) }
