# stdlib's base64 decodes with Ruby's Base64 into a binary String, which the catalog writes as
# a Binary; encoding gives text.
notify { 'decode': message => base64('decode', 'aGk=') }
notify { 'decode-strict': message => base64('decode', 'aGVsbG8=', 'strict') }
notify { 'decode-urlsafe': message => base64('decode', 'aGk_', 'urlsafe') }
notify { 'encode': message => base64('encode', 'hi') }
notify { 'interpolated': message => "${base64('decode', 'aGk=')}!" }
