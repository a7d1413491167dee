# Ruby's String methods return their result in the receiver's encoding: the case changes, strip
# and chop families, regsubst and split keep a binary string binary; sprintf makes new text.
$h = pw_hash('secret', 'SHA-512', 'salt')
notify { 'upcase': message => upcase($h) }
notify { 'downcase': message => $h.downcase }
notify { 'capitalize': message => capitalize($h) }
notify { 'strip': message => strip(" ${h}") }
notify { 'strip-binary': message => strip($h) }
notify { 'chop': message => chop($h) }
notify { 'chomp': message => chomp($h) }
notify { 'regsubst': message => regsubst($h, 'salt', 'pepper') }
notify { 'regsubst-none': message => regsubst($h, 'zzz', 'y', 'G') }
notify { 'regsubst-array': message => regsubst([$h, 'salt'], 'salt', 'x') }
notify { 'regsubst-non-ascii': message => regsubst($h, 'salt', 'é') }
notify { 'split': message => split($h, '\$') }
notify { 'slice': message => $h[0, 3] }
notify { 'char': message => $h[1] }
notify { 'sprintf': message => sprintf('%s', $h) }
notify { 'size': message => size($h) }
notify { 'upcase-array': message => upcase([$h, 'x']) }
