notify { 'sel': message => 'node42' ? { /^node(\d+)$/ => "n${1}", default => 'none' } }
