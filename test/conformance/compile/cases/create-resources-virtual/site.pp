create_resources('@notify', { 'v1' => { 'message' => 'a' }, 'v2' => {} })
realize(Notify['v2'])
