# Interpolation joins its segments as Ruby's Array#join does: the result is binary when a binary
# string comes first, UTF-8 when text comes first.
$h = pw_hash('secret', 'SHA-256', 'salt')
notify { 'alone': message => "${h}" }
notify { 'text-first': message => "x${h}" }
notify { 'binary-first': message => "${h}x" }
notify { 'twice': message => "${h}${h}" }
notify { 'number-first': message => "${1}${h}" }
notify { 'non-ascii-after': message => "${h}é" }
notify { 'in-array-text': message => "${[$h]}" }
notify { 'heredoc': message => @("END") }
  ${h}
  | END
notify { 'heredoc-text-first': message => @("END") }
  hash: ${h}
  | END
