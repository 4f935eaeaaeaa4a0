#include "game_files.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "print.h"

static int by_path(const void *a, const void *b)
{
    return strcmp(((const game_file *)a)->path, ((const game_file *)b)->path);
}

char *read_text_file(const char *path, size_t *len)
{
    FILE *file = fopen(path, "rb");
    if (file == NULL)
        return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc((size_t)size + 1);
    *len = fread(text, 1, (size_t)size, file);
    text[*len] = '\0';
    fclose(file);
    return text;
}

game_file *game_files_load(int *count)
{
    const char *dir_path = RBG_SOURCE_DIR "/games-rbg";
    DIR *dir = opendir(dir_path);
    game_file *files = NULL;
    *count = 0;
    if (dir == NULL)
        return NULL;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        size_t n = strlen(entry->d_name);
        if (n < 5 || strcmp(entry->d_name + n - 4, ".rbg") != 0)
            continue;
        files = realloc(files, sizeof *files * (size_t)(*count + 1));
        game_file *f = &files[(*count)++];
        f->path = malloc(strlen(dir_path) + n + 2);
        sprintf(f->path, "%s/%s", dir_path, entry->d_name);
        f->text = read_text_file(f->path, &f->len);
    }
    closedir(dir);
    qsort(files, (size_t)*count, sizeof *files, by_path);
    return files;
}

char *test_program(const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/programs/%s", RBG_SOURCE_DIR, name);
    size_t len;
    char *text = read_text_file(path, &len);
    if (text == NULL) {
        fprintf(stderr, "cannot read %s\n", path);
        abort();
    }
    return text;
}

void game_files_free(game_file *files, int count)
{
    for (int i = 0; i < count; i++) {
        free(files[i].path);
        free(files[i].text);
    }
    free(files);
}

char *game_to_text(const rbgc_game *game, int graph, int compact, size_t *len)
{
    char *text = NULL;
    FILE *out = open_memstream(&text, len);
    rbgc_print_options options = {.graph = graph, .compact = compact};
    rbgc_print_game(game, &options, out);
    fclose(out);
    return text;
}

char *diags_to_text(const rbgc_diags *diags)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    rbgc_diags_render(diags, out, false);
    fclose(out);
    return text;
}
