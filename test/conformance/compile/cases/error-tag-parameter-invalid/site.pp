notify { 'a': tag => ['fine', 'also_fine::ok'] }
notify { 'b': tag => ['fine', ['not fine']] }
