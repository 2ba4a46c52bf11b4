/** The article page of a content item: `/article_details/{menuId}?articleId={id}`. */
export const articlePath = (menuId: number, articleId: number) =>
  `/article_details/${menuId}?articleId=${articleId}`;
