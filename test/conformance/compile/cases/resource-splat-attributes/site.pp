$attrs = { 'message' => 'from hash', 'withpath' => false }
notify { 'a': * => $attrs }
