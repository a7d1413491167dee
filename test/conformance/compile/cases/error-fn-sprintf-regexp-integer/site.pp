# sprintf takes a regexp as its source text, which Integer() then refuses in Ruby's words.
notify { 'a': message => sprintf('%d', /B/) }
