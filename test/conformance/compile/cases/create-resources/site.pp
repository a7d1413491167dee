$res = { 'a' => { 'message' => 'ma' }, 'b' => {} }
create_resources('notify', $res, { 'message' => 'dflt', 'withpath' => true })
