# Narration of play: events, rejections and answers to questions. Same ids and variables in every locale.
